import type { RemoteContracts, RemoteModuleId } from '@mars/shared';
import { releaseOfManifestUrl } from '@mars/shared/apps';
import { type ComponentProps, useCallback } from 'react';
import { useSiteConfig } from '../config/siteConfig';
import { remoteNameOf } from './remotes';
import type { Loader } from './slot/loaderCache';
import { SlotContent } from './slot/SlotContent';

type QuietSlotProps<K extends RemoteModuleId> = {
  id: K;
  /** Told when the module mounts or fails (the host uses it to know whether sign-in is available). */
  onStatus: (status: 'loaded' | 'failed') => void;
  /** A test's stand-in for the federation runtime. */
  loader?: Loader;
} & ComponentProps<RemoteContracts[K]>;

/**
 * A remote module with no place in the page's flow (remote-auth: the session and its modals). It adds
 * no element and shows nothing while it loads or when it fails — its owner hears of both
 * (`onStatus`) — and its mount is recorded on <html>, where the gate's smoke check looks for it
 * (`data-remotes-mounted="auth@<release>"`; edge: cli/smoke/smokeProbe.ts).
 */
export function QuietSlot<K extends RemoteModuleId>({ id, onStatus, loader, ...props }: QuietSlotProps<K>) {
  const config = useSiteConfig();
  const remote = remoteNameOf(id);
  const release = releaseOfManifestUrl(config?.remotes?.[remote]);
  const loaded = useCallback(() => {
    markMounted(remote, release);
    onStatus('loaded');
  }, [onStatus, release, remote]);
  const failed = useCallback(() => onStatus('failed'), [onStatus]);
  // No runtime config: nothing to load it from.
  if (!config && !loader) return null;
  return (
    <SlotContent
      id={id}
      props={props as Record<string, unknown>}
      loader={loader}
      placeholder={null}
      quiet
      onMount={loaded}
      onFail={failed}
    />
  );
}

/** Records a module's mount on <html>: `data-remotes-mounted="auth@<release>"`. */
function markMounted(remote: string, release: string | undefined): void {
  const root = document.documentElement;
  const marks = new Set((root.getAttribute('data-remotes-mounted') ?? '').split(' ').filter(Boolean));
  marks.add(`${remote}@${release ?? ''}`);
  root.setAttribute('data-remotes-mounted', [...marks].join(' '));
}
