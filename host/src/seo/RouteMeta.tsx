/** React 19 hoists these into <head>: each route gets its own title and description. */
export function RouteMeta({ title, description }: { title?: string; description?: string }) {
  return (
    <>
      {title && <title>{title}</title>}
      {description && <meta name="description" content={description} />}
    </>
  );
}
