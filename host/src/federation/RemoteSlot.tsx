import { type RemoteContracts, type RemoteModuleId, useIsFirstViewRender } from '@mars/shared';
import { releaseOfManifestUrl } from '@mars/shared/apps';
import { firstViewKey } from '@mars/shared/first-view';
import { type ComponentProps, type ComponentType, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { firstViewNodes, releaseFirstView } from '../firstView/adoption';
import { RemoteFallback } from './RemoteFallback';
import { loadRemoteModule, remoteNameOf } from './remotes';
import { forgetLoadedModule, forgetRemoteModule, type Loader, lazyRemote } from './slot/loaderCache';
import { adopt, BuildTimeSlot, DeferredPlaceholder, Placeholder } from './slot/placeholders';
import { RemoteErrorBoundary } from './slot/RemoteErrorBoundary';
import { useNear } from './slot/useNear';

/**
 * A remote's module in a slot of the page. By concern: loading and its cache (slot/loaderCache),
 * failure (slot/RemoteErrorBoundary), what shows meanwhile (slot/placeholders), and loading only
 * near the viewport (slot/useNear).
 */
export { forgetRemoteModule, RemoteErrorBoundary };

type SlotProps<K extends RemoteModuleId> = {
  id: K;
  /** Placeholder height while loading: page-sized by default, so the footer stays below the fold and nothing shifts. */
  minHeight?: number;
  quiet?: boolean;
  loader?: Loader;
  /** Told when the module mounts or fails (the host uses it to know whether sign-in is available). */
  onStatus?: (status: 'loaded' | 'failed') => void;
  /**
   * Below-the-fold content: fetch the remote only when the slot comes within a screen or so of the
   * viewport (or the URL targets it), so the first view does not pay for it.
   */
  deferUntilNear?: { anchorId: string };
  // (A link to the anchor scrolls the slot into that margin, which starts the load on the way.)
  /**
   * The key of its first view when its props do not pick the page (the demo section's API base is
   * configuration): by default the module and its string props.
   */
  viewKey?: string;
} & ComponentProps<RemoteContracts[K]>;

/** Its effect runs after the remote's own tree has mounted. */
function Mounted({ onMount, children }: { onMount?: () => void; children: ReactNode }) {
  useEffect(() => onMount?.(), [onMount]);
  return <>{children}</>;
}

/** A box that takes no part in layout: its children lay out as if it were not there. */
const SLOT_BOX = { display: 'contents' } as const;

/**
 * Mounts one exposed module of a remote inside an error boundary and Suspense. A remote that is down
 * or slow only ever costs its own slot: the fallback keeps the layout and retries, automatically with
 * back-off and on demand, without reloading the page.
 */
export function RemoteSlot<K extends RemoteModuleId>({
  id,
  minHeight = 900,
  quiet,
  loader,
  onStatus,
  deferUntilNear,
  viewKey: fixedViewKey,
  ...props
}: SlotProps<K>) {
  const buildTime = useIsFirstViewRender();
  const config = useRuntimeConfig();
  const placeholder = useRef<HTMLDivElement>(null);
  const near = useNear(placeholder, deferUntilNear?.anchorId);
  const [attempt, setAttempt] = useState(0);
  const remote = remoteNameOf(id);
  const load: Loader = loader ?? loadRemoteModule;

  const retry = useCallback(() => {
    if (loader) forgetLoadedModule(id);
    else forgetRemoteModule(id);
    setAttempt((a) => a + 1);
  }, [id, loader]);
  const viewKey = fixedViewKey ?? firstViewKey(id, props);
  const release = releaseOfManifestUrl(config?.remotes?.[remote]);
  // Set from the module's own mount, never by a first view, a placeholder or a fallback: what the
  // gate's smoke check waits for (edge/deploy/smokeProbe.mjs).
  const [mounted, setMounted] = useState<string | undefined>(undefined);
  const loaded = useCallback(() => {
    releaseFirstView(viewKey);
    setMounted(release ?? '');
    if (quiet) markMounted(remote, release);
    onStatus?.('loaded');
  }, [onStatus, viewKey, release, quiet, remote]);
  const failed = useCallback(() => onStatus?.('failed'), [onStatus]);

  // At build time: where the edge puts this view (the skeleton inside is the slot's look without one).
  if (buildTime) return <BuildTimeSlot viewKey={viewKey} minHeight={minHeight} deferred={Boolean(deferUntilNear)} />;
  // No runtime config: only a reload can help, and only when the visitor asks for it.
  if (!config && !loader) return quiet ? null : <RemoteFallback remote={remote} onRetry={() => location.reload()} autoRetry={false} />;
  // Waiting, not loading (not marked as loading: loadingSlots.ts), so a scroll to a section above or to this anchor is
  // not held up. The first view, when the edge sent one, stays on screen meanwhile.
  if (!near) {
    const nodes = firstViewNodes(viewKey);
    if (nodes) return <div data-remote-deferred={remote} data-first-view-slot={viewKey} inert {...adopt(nodes, placeholder)} />;
    return <DeferredPlaceholder ref={placeholder} $minHeight={minHeight} data-remote-deferred={remote} />;
  }
  const Lazy = lazyRemote(id, load);
  const slot = (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry} onError={failed} attempt={attempt} quiet={quiet}>
      <Suspense fallback={quiet ? null : <Placeholder viewKey={viewKey} minHeight={minHeight} />}>
        <Mounted onMount={loaded}>
          <Lazy {...(props as Record<string, unknown>)} />
        </Mounted>
      </Suspense>
    </RemoteErrorBoundary>
  );
  // The slot's DOM names its remote and release: real-visitor metrics attribute by it. A quiet slot
  // (remote-auth: a modal, nothing in the page's flow) adds no element; its scripts name it instead.
  if (quiet) return slot;
  return (
    <div data-remote={remote} data-release={release} data-mounted={mounted} style={SLOT_BOX}>
      {slot}
    </div>
  );
}

/** A quiet slot (no element of its own) records its module's mount on <html>: `data-remotes-mounted="auth@<release>"`. */
function markMounted(remote: string, release: string | undefined): void {
  const root = document.documentElement;
  const marks = new Set((root.getAttribute('data-remotes-mounted') ?? '').split(' ').filter(Boolean));
  marks.add(`${remote}@${release ?? ''}`);
  root.setAttribute('data-remotes-mounted', [...marks].join(' '));
}

/** What a route's props may not name: the slot's own options. */
const SLOT_OPTIONS = new Set(['id', 'minHeight', 'quiet', 'loader', 'onStatus', 'deferUntilNear', 'viewKey', 'notFound']);

/**
 * A module named by a route table (the live releases' tables are data, not types): the same slot,
 * with the route's string props — minus any that would name one of the slot's options — and the
 * site's 404 for a value the page module does not know.
 */
export function RouteSlot({ id, props, notFound }: { id: string; props: Record<string, string>; notFound: ReactNode }) {
  const routeProps = Object.fromEntries(Object.entries(props).filter(([name]) => !SLOT_OPTIONS.has(name)));
  const Slot = RemoteSlot as unknown as ComponentType<Record<string, unknown>>;
  return <Slot {...routeProps} id={id} notFound={notFound} />;
}
