/**
 * The variant's releases as the site reads them from the store (R2, through releases/store.ts): the
 * host's and each remote's for a page (storedSources, what loadPage.ts reads), the remotes' for the
 * sitemap.
 */
import { FIRST_VIEW_FILE, type FirstViewFile } from '@mars/shared/first-view';
import type { AppRoute } from '@mars/shared/routes';
import { HOST } from '../config/settings';
import { messageOf } from '../http/responses';
import type { FederationManifest, ReleaseRecord } from '../releases/records';
import { MANIFEST_FILE, RELEASE_RECORD, releaseFile, releaseJson } from '../releases/store';
import { type AddressViewBindings, addressView } from './addressViews';
import type { HostRelease, RemoteRelease } from './composition';
import type { PageSources } from './loadPage';
import type { ServedFrom } from './servedFrom';

/**
 * A remote's release in the variant, as a page needs it (null: the variant has none). A file storage
 * cannot give now (and this location never served) leaves that slot without its view — the app
 * renders it, or its fallback — and marks the release degraded, which keeps its page out of the kept ones.
 */
export async function storedRemote(
  bucket: R2Bucket,
  { config, pointers }: Pick<ServedFrom, 'config' | 'pointers'>,
  name: string,
): Promise<RemoteRelease | null> {
  const id = pointers.apps[name]?.current;
  const manifestUrl = config.remotes[name];
  if (!id || !manifestUrl) return null;
  let degraded = false;
  const read = <T>(file: string) =>
    releaseJson<T>(bucket, name, id, file).catch((err) => {
      console.error(`[edge] ${name} ${id}: ${file} unreadable (${messageOf(err)}); its slot goes without its view`);
      degraded = true;
      return null;
    });
  const [firstView, manifest, record] = await Promise.all([
    read<FirstViewFile>(FIRST_VIEW_FILE),
    read<FederationManifest>(MANIFEST_FILE),
    read<Pick<ReleaseRecord, 'publishedAt' | 'pages'>>(RELEASE_RECORD),
  ]);
  return {
    id,
    manifestUrl,
    base: new URL('.', manifestUrl).href,
    firstView,
    manifest,
    publishedAt: record?.publishedAt,
    ...(record?.pages ? { pages: record.pages } : {}),
    ...(degraded ? { degraded } : {}),
  };
}

/** The live host release as a page needs it: its index.html, the site's routes, its own first views (null: no index.html). */
async function storedHost(bucket: R2Bucket, id: string, routes: AppRoute[]): Promise<HostRelease | null> {
  const index = await releaseFile(bucket, HOST, id, 'index.html');
  if (!index) return null;
  return { id, page: index.body, routes, firstView: await releaseJson<FirstViewFile>(bucket, HOST, id, FIRST_VIEW_FILE) };
}

/**
 * What a page of this variant is loaded from (loadPage.ts): the live host release `hostId` and the
 * remotes', in the store, and their renderers (addressViews.ts).
 */
export const storedSources = (env: AddressViewBindings, from: ServedFrom, hostId: string): PageSources => ({
  host: () => storedHost(env.RELEASES, hostId, from.config.routes),
  release: (name) => storedRemote(env.RELEASES, from, name),
  addressView: (ask) => addressView(env, ask),
});
