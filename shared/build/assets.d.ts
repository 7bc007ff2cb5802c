/**
 * What an app's code gets for `import poster from './poster.webp'`: the file's URL, as the bundler
 * (build/appConfig.ts, `asset/resource`) emits it. Included by each app's tsconfig.json.
 */
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
declare module '*.webm' {
  const url: string;
  export default url;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}

/** Rspack's module context (a folder's files, each through its loader): how the blog gathers its articles and marketing its content files. */
interface ImportMeta {
  webpackContext(request: string, options: { recursive?: boolean; regExp?: RegExp }): { keys(): string[]; (id: string): unknown };
}
