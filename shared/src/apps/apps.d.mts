export type AppName = 'host' | 'marketing' | 'blog' | 'auth' | 'demo';
export type RemoteName = Exclude<AppName, 'host'>;
export interface AppRecord {
  /** The app's folder at the repository's root. */
  dir: string;
  /** Its local port: its dev server, and its origin in a local run. */
  port: number;
}
export declare const APPS: Record<AppName, AppRecord>;
export declare const REMOTE_NAMES: RemoteName[];
export declare const LOCAL_SERVICES: { demoApi: number; authEmulator: number };
export declare function containerName(app: string): string;
export declare function localOrigin(app: AppName): string;
export declare const RELEASE_ID: RegExp;
export declare function releaseOfManifestUrl(manifestUrl: string | undefined): string | undefined;
