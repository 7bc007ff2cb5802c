import { type RemoteContracts, type RemoteModuleId, useIsFirstViewRender } from '@mars/shared';
import { releaseOfManifestUrl } from '@mars/shared/apps';
import { firstViewKey } from '@mars/shared/first-view';
import {
  type ComponentProps,
  type ComponentType,
  isValidElement,
  type ReactNode,
  Suspense,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSiteConfig } from '../config/siteConfig';
import { PENDING_ATTR, releasePendingControl, replayPendingControl } from '../firstView/pendingControls';
import { firstViewSlot } from '../firstView/slots';
import { reportSlotFallback } from '../rum/startRealVisitorMetrics';
import { RemoteFallback } from './RemoteFallback';
import { loadRemoteModule, remoteNameOf } from './remotes';
import { type HydrateWhen, wanted } from './slot/hydrationGate';
import { forgetLoadedModule, forgetRemoteModule, type Loader, lazyModule, moduleLoad } from './slot/loaderCache';
import { BuildTimeSlot, DeferredPlaceholder, Placeholder } from './slot/placeholders';
import { RemoteErrorBoundary } from './slot/RemoteErrorBoundary';

/**
 * A remote's module in a slot of the page. By concern: loading and its cache (slot/loaderCache),
 * failure (slot/RemoteErrorBoundary), when a slot the edge sent as HTML needs its code
 * (slot/hydrationGate), what shows while a client-side navigation loads it (slot/placeholders).
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
   * When the edge's HTML for this slot needs the remote's code (slot/hydrationGate.ts): on the
   * visitor's intent (default), when it comes near the viewport, or once the page is idle. A slot
   * that is `near` and was not sent by the edge (a client-side navigation) also waits until near.
   */
  hydrate?: HydrateWhen;
  /**
   * The key of its first view when its props do not pick the page (the demo section's API base is
   * configuration): by default the module and its string props.
   */
  viewKey?: string;
} & ComponentProps<RemoteContracts[K]>;

/** Its effect runs after the remote's own tree has mounted (or been hydrated). */
function Mounted({ onMount, children }: { onMount?: () => void; children: ReactNode }) {
  useEffect(() => onMount?.(), [onMount]);
  return <>{children}</>;
}

/** The module itself, loaded when this first renders. */
function ModuleOf({ id, load, props }: { id: RemoteModuleId; load: Loader; props: Record<string, unknown> }) {
  const Component = lazyModule(id, load);
  return <Component {...props} />;
}

/**
 * The edge's HTML stays as it is until the slot is wanted and its module has arrived: React keeps
 * the Suspense boundary dehydrated while this suspends, then hydrates it. A module that cannot be
 * loaded leaves the HTML in place, marked (`data-remote-failed`), named in the console and
 * reported: it still works as HTML, which beats a fallback; the next intent tries again.
 */
function HydrationGate({ ready, children }: { ready: Promise<void>; children: ReactNode }) {
  use(ready);
  return <>{children}</>;
}

const NEVER = new Promise<never>(() => {});
/** What counts as asking again for a module that failed (listened for on the window: see hydrationGate.ts). */
const RETRY_ON = ['pointerdown', 'focusin', 'keydown'] as const;

function readyToHydrate(slot: HTMLElement, when: HydrateWhen, id: RemoteModuleId, load: Loader, forget: () => void): Promise<void> {
  const remote = remoteNameOf(id);
  const attempt = (): Promise<void> =>
    wanted(slot, when).then(() =>
      moduleLoad(id, load).then(
        () => {
          slot.removeAttribute('data-remote-failed');
        },
        (error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          console.error(`[host] remote "${remote}" failed: ${message} (its slot stays as the page's HTML)`);
          reportSlotFallback(remote, error instanceof Error ? error : new Error(message));
          slot.setAttribute('data-remote-failed', remote);
          releasePendingControl(slot.querySelector(`[${PENDING_ATTR}]`));
          forget();
          // Wanted again on the next intent; until then the HTML stays.
          return new Promise<void>((resolve) => {
            const again = (e: Event) => {
              if (!(e.target instanceof Node && slot.contains(e.target))) return;
              for (const t of RETRY_ON) window.removeEventListener(t, again, true);
              resolve(attempt());
            };
            for (const t of RETRY_ON) window.addEventListener(t, again, true);
          });
        },
      ),
    );
  return attempt().then(
    () => undefined,
    () => NEVER,
  );
}

/** A box that takes no part in layout: its children lay out as if it were not there. */
const SLOT_BOX = { display: 'contents' } as const;

/**
 * Mounts one exposed module of a remote inside an error boundary and Suspense. A remote that is down
 * or slow only ever costs its own slot: the fallback keeps the layout and retries, automatically with
 * back-off and on demand, without reloading the page. A slot the edge sent as HTML is hydrated in
 * place, when wanted (see HydrationGate).
 */
export function RemoteSlot<K extends RemoteModuleId>({
  id,
  minHeight = 900,
  quiet,
  loader,
  onStatus,
  hydrate = 'intent',
  viewKey: fixedViewKey,
  ...props
}: SlotProps<K>) {
  const buildTime = useIsFirstViewRender();
  const config = useSiteConfig();
  const [attempt, setAttempt] = useState(0);
  const remote = remoteNameOf(id);
  const load: Loader = loader ?? loadRemoteModule;
  const viewKey = fixedViewKey ?? firstViewKey(id, props);
  const release = releaseOfManifestUrl(config?.remotes?.[remote]);
  // The edge's HTML for this slot, if the page is being hydrated and the edge sent a view (for this
  // view only: a slot given other props renders them itself).
  const [edge] = useState(() => ({ key: viewKey, slot: firstViewSlot(viewKey) }));
  const fromEdge = edge.key === viewKey ? edge.slot : null;
  // Set from the module's own mount, never by a first view, a placeholder or a fallback: what the
  // gate's smoke check waits for (edge: cli/smoke/smokeProbe.ts).
  const [mounted, setMounted] = useState<string | undefined>(undefined);
  // The deferred placeholder (the slot's own box has `display: contents`: nothing to observe).
  const deferred = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => fromEdge !== null || hydrate !== 'near');

  const retry = useCallback(() => {
    if (loader) forgetLoadedModule(id);
    else forgetRemoteModule(id);
    setAttempt((a) => a + 1);
  }, [id, loader]);
  const box = useRef<HTMLDivElement>(null);
  const loaded = useCallback(() => {
    setMounted(release ?? '');
    if (quiet) markMounted(remote, release);
    // A tap the visitor made on one of its controls while it was still HTML is carried out now (the
    // mark first, which React would set a render later: the slot no longer holds taps).
    if (box.current) {
      box.current.setAttribute('data-mounted', release ?? '');
      replayPendingControl(box.current);
    }
    onStatus?.('loaded');
  }, [onStatus, release, quiet, remote]);
  const failed = useCallback(() => onStatus?.('failed'), [onStatus]);

  // A deferred slot on a client-side navigation: its placeholder waits until near the viewport.
  useEffect(() => {
    if (near || !deferred.current) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '1000px 0px',
    });
    observer.observe(deferred.current);
    return () => observer.disconnect();
  }, [near]);

  // The props, as a value: the slot's content is the same element while they are the same, so a
  // dehydrated boundary is never re-rendered (React would then give up its HTML for a skeleton).
  const propsKey = JSON.stringify(props, (_key, value) => (typeof value === 'function' || isValidElement(value) ? undefined : value));
  // biome-ignore lint/correctness/useExhaustiveDependencies: propsKey stands for props
  const content = useMemo(() => {
    const module = <ModuleOf id={id} load={load} props={props as Record<string, unknown>} />;
    return (
      <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry} onError={failed} attempt={attempt} quiet={quiet}>
        <Suspense fallback={quiet ? null : <Placeholder minHeight={minHeight} />}>
          <Mounted onMount={loaded}>
            {fromEdge && attempt === 0 ? (
              <HydrationGate
                ready={readyToHydrate(fromEdge, hydrate, id, load, () => (loader ? forgetLoadedModule(id) : forgetRemoteModule(id)))}
              >
                {module}
              </HydrationGate>
            ) : (
              module
            )}
          </Mounted>
        </Suspense>
      </RemoteErrorBoundary>
    );
  }, [attempt, propsKey, id, load, loader, remote, retry, failed, quiet, minHeight, loaded, fromEdge, hydrate]);

  // At build time: where the edge puts this view (the skeleton inside is the slot's look without one).
  if (buildTime) return <BuildTimeSlot viewKey={viewKey} minHeight={minHeight} deferred={hydrate === 'near'} />;
  // No runtime config: only a reload can help, and only when the visitor asks for it.
  if (!config && !loader) return quiet ? null : <RemoteFallback remote={remote} onRetry={() => location.reload()} autoRetry={false} />;
  // A remote-auth slot (a modal, nothing in the page's flow) adds no element; its scripts name it instead.
  if (quiet) return content;
  return (
    <div ref={box} data-first-view-slot={viewKey} data-remote={remote} data-release={release} data-mounted={mounted} style={SLOT_BOX}>
      {near ? content : <DeferredPlaceholder ref={deferred} $minHeight={minHeight} data-remote-deferred={remote} />}
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
const SLOT_OPTIONS = new Set(['id', 'minHeight', 'quiet', 'loader', 'onStatus', 'hydrate', 'viewKey', 'notFound']);

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
