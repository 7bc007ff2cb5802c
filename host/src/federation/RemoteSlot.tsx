import { type RemoteContracts, type RemoteModuleId, useIsFirstViewRender } from '@mars/shared';
import { releaseOfManifestUrl } from '@mars/shared/apps';
import { firstViewKey } from '@mars/shared/first-view';
import {
  type ComponentProps,
  type ComponentType,
  isValidElement,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSiteConfig } from '../config/siteConfig';
import { replayPendingControls } from '../firstView/pendingControls';
import { firstViewSlot } from '../firstView/slots';
import { RemoteFallback } from './RemoteFallback';
import { loadRemoteModule, remoteNameOf } from './remotes';
import { type HydrateWhen, readyToHydrate } from './slot/hydrationGate';
import { forgetModule, forgetRemoteModule, type Loader, moduleLoad } from './slot/loaderCache';
import { BuildTimeSlot, DeferredPlaceholder, Placeholder } from './slot/placeholders';
import { SlotContent } from './slot/SlotContent';

/**
 * A remote's module in a slot of the page. By concern: what a slot holds — the module, its error
 * boundary and retries (slot/SlotContent), when a slot the edge sent as HTML needs its code
 * (slot/hydrationGate), loading and its cache (slot/loaderCache), what shows while a client-side
 * navigation loads it (slot/placeholders). A module with no place in the page: QuietSlot.tsx.
 */
export { forgetRemoteModule };

type SlotProps<K extends RemoteModuleId> = {
  id: K;
  /** Placeholder height while loading: page-sized by default, so the footer stays below the fold and nothing shifts. */
  minHeight?: number;
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
  /** A test's stand-in for the federation runtime. */
  loader?: Loader;
} & ComponentProps<RemoteContracts[K]>;

/** A box that takes no part in layout: its children lay out as if it were not there. */
const SLOT_BOX = { display: 'contents' } as const;

/**
 * Mounts one exposed module of a remote inside an error boundary and Suspense. A remote that is down
 * or slow only ever costs its own slot: the fallback keeps the layout and retries, automatically with
 * back-off and on demand, without reloading the page. A slot the edge sent as HTML is hydrated in
 * place, when wanted (slot/hydrationGate.ts).
 */
export function RemoteSlot<K extends RemoteModuleId>({
  id,
  minHeight = 900,
  hydrate = 'intent',
  viewKey: fixedViewKey,
  loader,
  ...props
}: SlotProps<K>) {
  const buildTime = useIsFirstViewRender();
  const config = useSiteConfig();
  const remote = remoteNameOf(id);
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

  const box = useRef<HTMLDivElement>(null);
  const loaded = useCallback(() => {
    setMounted(release ?? '');
    // A tap on one of its controls, or a submit of its form, made while it was still HTML is carried
    // out now (the mark first, which React would set a render later: the slot no longer holds them).
    if (box.current) {
      box.current.setAttribute('data-mounted', release ?? '');
      replayPendingControls(box.current);
    }
  }, [release]);

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
    const load = loader ?? loadRemoteModule;
    const hydrateAfter =
      fromEdge && readyToHydrate(fromEdge, hydrate, { id, load: () => moduleLoad(id, load), forget: () => forgetModule(id, loader) });
    return (
      <SlotContent
        id={id}
        props={props as Record<string, unknown>}
        loader={loader}
        placeholder={<Placeholder minHeight={minHeight} />}
        hydrateAfter={hydrateAfter}
        onMount={loaded}
      />
    );
  }, [propsKey, id, loader, minHeight, loaded, fromEdge, hydrate]);

  // At build time: where the edge puts this view (the skeleton inside is the slot's look without one).
  if (buildTime) return <BuildTimeSlot viewKey={viewKey} minHeight={minHeight} deferred={hydrate === 'near'} />;
  // No runtime config: only a reload can help, and only when the visitor asks for it.
  if (!config && !loader) return <RemoteFallback remote={remote} onRetry={() => location.reload()} autoRetry={false} />;
  return (
    <div ref={box} data-first-view-slot={viewKey} data-remote={remote} data-release={release} data-mounted={mounted} style={SLOT_BOX}>
      {near ? content : <DeferredPlaceholder ref={deferred} $minHeight={minHeight} data-remote-deferred={remote} />}
    </div>
  );
}

/** What a route's props may not name: the slot's own options. */
const SLOT_OPTIONS = new Set(['id', 'minHeight', 'loader', 'hydrate', 'viewKey', 'notFound']);

/**
 * A module named by a route table (the live releases' tables are data, not types): the same slot,
 * with the route's string props — minus any that would name one of the slot's options — and the
 * site's 404 for a value the page module does not know.
 */
export function RouteSlot({
  id,
  props,
  notFound,
  hydrate,
}: {
  id: string;
  props: Record<string, string>;
  notFound: ReactNode;
  hydrate?: HydrateWhen;
}) {
  const routeProps = Object.fromEntries(Object.entries(props).filter(([name]) => !SLOT_OPTIONS.has(name)));
  const Slot = RemoteSlot as unknown as ComponentType<Record<string, unknown>>;
  return <Slot {...routeProps} id={id} notFound={notFound} {...(hydrate ? { hydrate } : {})} />;
}
