interface ImportMeta {
  webpackContext(request: string, options: { recursive?: boolean; regExp?: RegExp }): { keys(): string[]; (id: string): unknown };
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.avif' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
