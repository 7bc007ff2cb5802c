/**
 * The five apps, in one table: every place that needs an app's name, folder, local port, container
 * name or local origin reads it here — the Rspack configs, the edge (its local runtime and deploy
 * CLI), the host's list of remotes, the scripts and the tests. Production origins are the edge's
 * (host/edge/wrangler.jsonc); the local ones are below.
 * One typed source for the Node scripts (through tsx), the Worker and the browser builds.
 */
export type AppName = 'host' | 'marketing' | 'blog' | 'auth' | 'demo';
export type RemoteName = Exclude<AppName, 'host'>;
export interface AppRecord {
  /** The app's folder at the repository's root. */
  dir: string;
  /** Its local port: its dev server, and its origin in a local run. */
  port: number;
}

export const APPS: Record<AppName, AppRecord> = {
  host: { dir: 'host', port: 3000 },
  marketing: { dir: 'remote-marketing', port: 3001 },
  blog: { dir: 'remote-blog', port: 3002 },
  auth: { dir: 'remote-auth', port: 3003 },
  demo: { dir: 'remote-demo', port: 3004 },
};

/** Every app but the host, in the order the site lists them. */
export const REMOTE_NAMES: RemoteName[] = ['marketing', 'blog', 'auth', 'demo'];

/** The services a local run starts beside the apps. */
export const LOCAL_SERVICES = { demoApi: 3005, authEmulator: 9099 };

/**
 * The global name an app's Module Federation container gets: a prefix keeps it from colliding with
 * an element id (the home page has <div id="demo">, which the browser also exposes as window.demo).
 */
export const containerName = (app: string): string => `mars_${app}`;

/** An app's origin on this machine (`pnpm start`, `pnpm dev`, the tests). */
export const localOrigin = (app: AppName): string => `http://localhost:${APPS[app].port}`;

/** A release id is a folder name: letters, digits, dots and dashes only (no path tricks). */
export const RELEASE_ID = /^[0-9A-Za-z][0-9A-Za-z.-]{0,80}$/;

/**
 * The release id in a manifest URL of the store (`…/<version>-<commit>-<hash>/mf-manifest.json`),
 * or undefined for another kind of URL (a dev server's).
 */
export const releaseOfManifestUrl = (manifestUrl: string | undefined): string | undefined =>
  manifestUrl?.match(/\/(\d+\.\d+\.\d+-[\w.-]+)\/mf-manifest\.json$/)?.[1];
