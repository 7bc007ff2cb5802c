import type { RemoteContracts, RemoteModuleId, RemoteName } from '@mars/shared';
import {
  Component,
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { refusalOf } from './contractPlugin';
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

/**
 * Mounts one exposed module of a remote inside an error boundary and Suspense. A remote that is down
 * or slow only ever costs its own slot: the fallback keeps the layout and retries, automatically with
 * back-off and on demand, without reloading the page.
 */
export function RemoteSlot<K extends RemoteModuleId>({ id, minHeight = 900, quiet, loader, onStatus, ...props }: SlotProps<K>) {
  const config = useRuntimeConfig();
  const [attempt, setAttempt] = useState(0);
  const remote = remoteNameOf(id);
  const load: Loader = loader ?? loadRemoteModule;

  const retry = useCallback(() => {
    if (loader) lazyCache.delete(id);
    else forgetRemoteModule(id);
    setAttempt((a) => a + 1);
  }, [id, loader]);
  const loaded = useCallback(() => onStatus?.('loaded'), [onStatus]);
  const failed = useCallback(() => onStatus?.('failed'), [onStatus]);

  // No runtime config: only a reload can help, and only when the visitor asks for it.
  if (!config && !loader) return quiet ? null : <RemoteFallback remote={remote} onRetry={() => location.reload()} autoRetry={false} />;
  const Lazy = lazyRemote(id, load);
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry} onError={failed} attempt={attempt} quiet={quiet}>
      <Suspense fallback={quiet ? null : <RemoteLoading minHeight={minHeight} />}>
        <Mounted onMount={loaded}>
          <Lazy {...(props as Record<string, unknown>)} />
        </Mounted>
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Mounts a remote only after the page has painted and gone idle (for work that is off the critical path). */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const idle = globalThis.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 200));
    const cancel = globalThis.cancelIdleCallback ?? clearTimeout;
    const handle = idle(() => setReady(true), { timeout: 2000 });
    return () => cancel(handle as number);
  }, []);
  return ready;
}
