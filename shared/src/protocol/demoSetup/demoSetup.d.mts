/** Types of demoSetup.mjs (the one place they are written; see the module for the contract). */
export type Connection = 'onvif' | 'rtsp' | 'nvr' | 'cloud' | 'unknown';
export type Codec = 'h264' | 'h265' | 'mjpeg' | 'unknown';
export type Resolution = '2mp' | '5mp' | '8mp' | 'unknown';

/** Cameras of one kind at a site. */
export interface CameraGroup {
  count: number;
  connection: Connection;
  codec: Codec;
  resolution: Resolution;
}
export interface SetupSite {
  /** The visitor's name for the site ('' when they gave none). */
  name: string;
  cameras: CameraGroup[];
}
export interface DemoSetup {
  version: 1;
  sites: SetupSite[];
}

/** Why a value is not a setup: not one, over the limits, or a major this reader does not speak. */
export type SetupProblem = 'invalid' | 'tooLarge' | 'version';
export type SetupResult = { ok: true; setup: DemoSetup } | { ok: false; problem: SetupProblem; at: string };

export declare const DEMO_SETUP_VERSION: 1;
export declare const CONNECTIONS: readonly Connection[];
export declare const CODECS: readonly Codec[];
export declare const RESOLUTIONS: readonly Resolution[];
export declare const SETUP_LABELS: {
  readonly connection: Readonly<Record<Connection, string>>;
  readonly codec: Readonly<Record<Codec, string>>;
  readonly resolution: Readonly<Record<Resolution, string>>;
};
export declare const SETUP_LIMITS: {
  readonly sites: number;
  readonly groupsPerSite: number;
  readonly camerasPerGroup: number;
  readonly siteName: number;
};
export declare const SETUP_PARAMS: {
  readonly version: 'setup';
  readonly site: 'site';
  readonly count: 'count';
  readonly connection: 'connection';
  readonly codec: 'codec';
  readonly resolution: 'resolution';
};
export declare function parseDemoSetup(value: unknown): SetupResult;
export declare function setupFromQuery(query: URLSearchParams | string): SetupResult | null;
export declare function setupToQuery(setup: DemoSetup): string;
export declare function withoutSetup(query: URLSearchParams | string): string;
export declare function camerasAt(site: SetupSite): number;
