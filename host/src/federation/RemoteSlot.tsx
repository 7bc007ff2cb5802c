import { type RemoteContracts, type RemoteModuleId, type RemoteName, useIsFirstViewRender } from '@mars/shared';
import { firstViewKey } from '@mars/shared/first-view';
import {
  Component,
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { reportSlotFallback } from '../rum/startRealVisitorMetrics';
import { refusalOf } from './contractPlugin';
import { firstViewNodes, releaseFirstView } from './firstView';
import { RemoteFallback, RemoteLoading } from './RemoteFallback';
import { loadRemoteModule, remoteNameOf, resetRemote } from './remotes';

type Loader = <K extends RemoteModuleId>(id: K) => Promise<{ default: RemoteContracts[K] }>;

type AnyComponent = ComponentType<Record<string, unknown>>;

/** One lazy component per module, so navigating between pages of a loaded remote never flashes a spinner. */
const lazyCache = new Map<string, AnyComponent>();

function lazyRemote(id: RemoteModuleId, load: Loader): AnyComponent {
  let cached = lazyCache.get(id);
  if (!cached) {
    cached = lazy(() => load(id) as unknown as Promise<{ default: AnyComponent }>);
    lazyCache.set(id, cached);
  }
  return cached;
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
  onError?: () => void;
  attempt: number;
  quiet?: boolean;
  children: ReactNode;
}

export class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error(`[host] remote "${this.props.remote}" failed:`, error.message);
    reportSlotFallback(this.props.remote, error);
    this.props.onError?.();
  }
  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };
  override render() {
    if (this.state.error) {
      const { remote, attempt, quiet } = this.props;
      // Refused for its contract version: retrying the same release cannot help, a new one can.
      if (refusalOf(remote)) return <RemoteFallback remote={remote} onRetry={() => location.reload()} autoRetry={false} hidden={quiet} />;
      return <RemoteFallback remote={remote} onRetry={this.retry} attempt={attempt} hidden={quiet} />;
    }
    return this.props.children;
  }
}

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

/** Forgets a failed module so the next mount loads it again from the network. */
export function forgetRemoteModule(id: RemoteModuleId): void {
  lazyCache.delete(id);
  resetRemote(remoteNameOf(id));
}

/** Its effect runs after the remote's own tree has mounted. */
function Mounted({ onMount, children }: { onMount?: () => void; children: ReactNode }) {
  useEffect(() => onMount?.(), [onMount]);
  return <>{children}</>;
}

/** A box that takes no part in layout: its children lay out as if it were not there. */
const SLOT_BOX = { display: 'contents' } as const;

/** The release id in a manifest URL (`…/<release id>/mf-manifest.json`), or undefined for another kind of URL. */
export const releaseOf = (manifestUrl: string | undefined) => manifestUrl?.match(/\/(\d+\.\d+\.\d+-[\w.-]+)\/mf-manifest\.json$/)?.[1];

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
    if (loader) lazyCache.delete(id);
    else forgetRemoteModule(id);
    setAttempt((a) => a + 1);
  }, [id, loader]);
  const viewKey = fixedViewKey ?? firstViewKey(id, props);
  const loaded = useCallback(() => {
    releaseFirstView(viewKey);
    onStatus?.('loaded');
  }, [onStatus, viewKey]);
  const failed = useCallback(() => onStatus?.('failed'), [onStatus]);

  // At build time: where the edge puts this view (the skeleton inside is the slot's look without one).
  if (buildTime) return <BuildTimeSlot viewKey={viewKey} minHeight={minHeight} deferred={Boolean(deferUntilNear)} />;
  // No runtime config: only a reload can help, and only when the visitor asks for it.
  if (!config && !loader) return quiet ? null : <RemoteFallback remote={remote} onRetry={() => location.reload()} autoRetry={false} />;
  // Waiting, not loading: no data-remote-loading, so a scroll to a section above or to this anchor is
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
    <div data-remote={remote} data-release={releaseOf(config?.remotes[remote])} style={SLOT_BOX}>
      {slot}
    </div>
  );
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

/**
 * While the module loads: the route's first view when the edge sent one (the same HTML the visitor
 * already sees, inert until the real module takes over), otherwise a skeleton of the slot's height.
 * Both carry data-remote-loading, so a scroll to a #section waits for the real content.
 */
function Placeholder({ viewKey, minHeight }: { viewKey: string; minHeight: number }) {
  const nodes = firstViewNodes(viewKey);
  if (!nodes) return <RemoteLoading minHeight={minHeight} />;
  return <div data-remote-loading="" data-first-view-slot={viewKey} inert {...adopt(nodes)} />;
}

/**
 * Props that move the first view's nodes into a placeholder. The ref runs in the same commit that
 * replaces #root, before the next paint: the view never blinks. React leaves the moved nodes alone
 * (the div has no React children) and removes them with it.
 */
const adopt = (nodes: readonly Node[], also?: RefObject<HTMLDivElement | null>) => ({
  ref: (el: HTMLDivElement | null) => {
    if (also) also.current = el;
    if (el && el.firstChild !== nodes[0]) el.append(...nodes);
  },
});

/** The marker a build-time render leaves for the edge, around the skeleton the live slot shows while it loads. */
function BuildTimeSlot({ viewKey, minHeight, deferred }: { viewKey: string; minHeight: number; deferred: boolean }) {
  const skeleton = deferred ? <DeferredPlaceholder $minHeight={minHeight} /> : <RemoteLoading minHeight={minHeight} />;
  // React writes a <template>'s children as HTML: exactly the marker format (slotMarker) the edge reads.
  return <template data-first-view-slot={viewKey}>{skeleton}</template>;
}

const DeferredPlaceholder = styled.div<{ $minHeight: number }>`
  min-height: ${({ $minHeight }) => $minHeight}px;
`;

/** How far below the viewport a deferred slot starts loading: about a screen ahead of the reader. */
const NEAR_MARGIN = '1000px 0px';

/**
 * True once the element is near the viewport, or at once when the URL targets the anchor, when
 * there is no anchor (nothing to defer) or when the browser has no IntersectionObserver.
 */
function useNear(ref: RefObject<HTMLElement | null>, anchorId: string | undefined): boolean {
  const [near, setNear] = useState(() => !anchorId || typeof IntersectionObserver === 'undefined' || location.hash === `#${anchorId}`);
  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (!el) return;
    const intersection = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    // Measure only once the slots above have their real height: a loading skeleton above would put
    // this slot "near" on every first view.
    const loadingAbove = () => document.querySelector('[data-remote-loading]');
    const settled = new MutationObserver(() => {
      if (loadingAbove()) return;
      settled.disconnect();
      intersection.observe(el);
    });
    if (loadingAbove()) settled.observe(document.body, { childList: true, subtree: true });
    else intersection.observe(el);
    return () => {
      settled.disconnect();
      intersection.disconnect();
    };
  }, [near, ref]);
  return near;
}
