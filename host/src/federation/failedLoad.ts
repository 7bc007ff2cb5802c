import type { RemoteName } from '@mars/shared';
import { releaseOfManifestUrl } from '@mars/shared/apps';
import { pageComposition } from '@mars/shared/page-composition';
import { siteConfig } from '../config/siteConfig';
import type { FailedLoad } from '../recovery/loadFailed';

/** The URL a failed load names: a chunk's (webpack's ChunkLoadError carries it), else none. */
const requestOf = (error: unknown): string | undefined => {
  const request = (error as { request?: unknown } | null)?.request;
  return typeof request === 'string' ? request : undefined;
};

/**
 * What a slot's failure was a load of (recovery/staleRelease.ts asks the edge whether it is gone): a
 * chunk of the host's own (a file of the host's origin), else the remote's — the chunk the error
 * names, or the remote's manifest in the release this page runs.
 */
export function failedLoadOf(remote: RemoteName, error: unknown): FailedLoad {
  const request = requestOf(error);
  if (request && new URL(request, location.href).origin === location.origin) {
    const host = (pageComposition() ?? '').split(';').find((part) => part.startsWith('host='));
    return { app: 'host', release: host?.slice('host='.length), url: request };
  }
  const manifest = siteConfig()?.remotes?.[remote];
  return { app: remote, release: releaseOfManifestUrl(manifest), url: request ?? manifest };
}
