/** AVIF with WebP fallback; sized so the grid never shifts, lazy below the fold. */
export function ArticlePicture({
  image,
  alt,
  width,
  height,
  eager,
}: {
  image: { avif: string; webp: string };
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
}) {
  return (
    <picture>
      <source srcSet={image.avif} type="image/avif" />
      <img src={image.webp} alt={alt} width={width} height={height} loading={eager ? 'eager' : 'lazy'} decoding="async" />
    </picture>
  );
}
