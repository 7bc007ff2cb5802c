/**
 * What a published release is, as plain data: its record (`release.json`, written last by the deploy
 * API) and what the bucket check found. Free of any runtime's types, so the CLI reads the same shapes.
 */

/** A file of a release as its record lists it. */
export interface ReleaseFileEntry {
  path: string;
  sha256: string;
  size?: number;
}

/** A release's `release.json`, written once every file is in place. */
export interface ReleaseRecord {
  app: string;
  id: string;
  version: string;
  commit: string;
  contract?: string | undefined;
  files: number;
  bytes: number;
  publishedAt: string;
  fileList: ReleaseFileEntry[];
  /**
   * Each page the release declares a head for (first-view.json): a digest of its views and head,
   * and the day (YYYY-MM-DD) that content first went out — carried over from the release before
   * while the digest is the same. The sitemap's lastmod.
   */
  pages?: Record<string, PageContent>;
}

/** A page's content in a release: what it is (digest) and since when it has been so. */
export interface PageContent {
  digest: string;
  since: string;
}

/** What the bucket check found (one sentence per file), and what it cost. */
export interface BucketCheck {
  problems: string[];
  files: number;
  bytes: number;
  ms: number;
}

/** What the edge reads of a remote's mf-manifest.json (Module Federation's, with this repository's `mars` block). */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: { name: string; assets: { js: { sync?: string[] } } }[];
  shared?: { name: string; singleton?: boolean; version: string; requiredVersion: string }[];
  mars?: { contract?: string; integrity?: Record<string, string> };
}
