/** AVIF with a WebP fallback, always sized (no layout shift) and lazy unless told otherwise. */
export function Picture({
  avif,
  webp,
  alt,
  width,
  height,
  eager,
  className,
}: {
  avif: string;
  webp: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    <picture className={className}>
      <source srcSet={avif} type="image/avif" />
      <img src={webp} alt={alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
    </picture>
  );
}
