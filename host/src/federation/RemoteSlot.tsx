import type { RemoteContracts, RemoteModuleId, RemoteName } from '@mars/shared';
import { Component, type ComponentProps, type ComponentType, lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { RemoteFallback, RemoteLoading } from './RemoteFallback';
import { loadRemoteModule, remoteNameOf, resetRemote } from './remotes';

type Loader = <K extends RemoteModuleId>(id: K) => Promise<{ default: RemoteContracts[K] }>;

/** One lazy component per module, so navigating between pages of a loaded remote never flashes a spinner. */
const lazyCache = new Map<string, ComponentType<never>>();

function lazyRemote(id: RemoteModuleId, load: Loader): ComponentType<never> {
  let cached = lazyCache.get(id);
  if (!cached) {
    cached = lazy(() => load(id) as Promise<{ default: ComponentType<never> }>);
    lazyCache.set(id, cached);
  }
  return cached;
}

interface BoundaryProps {
  remote: RemoteName;
  onRetry: () => void;
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
  }
  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };
  override render() {
    if (this.state.error) {
      const { remote, attempt, quiet } = this.props;
      return <RemoteFallback remote={remote} onRetry={this.retry} attempt={attempt} hidden={quiet} />;
    }
    return this.props.children;
  }
}

type SlotProps<K extends RemoteModuleId> = { id: K; minHeight?: number; quiet?: boolean; loader?: Loader } & ComponentProps<
  RemoteContracts[K]
>;

/**
 * Mounts one exposed module of a remote inside an error boundary and Suspense. A remote that is down
 * or slow only ever costs its own slot: the fallback keeps the layout and retries, automatically with
 * back-off and on demand, without reloading the page.
 */
export function RemoteSlot<K extends RemoteModuleId>({ id, minHeight = 240, quiet, loader, ...props }: SlotProps<K>) {
  const config = useRuntimeConfig();
  const [attempt, setAttempt] = useState(0);
  const remote = remoteNameOf(id);
  const load: Loader = loader ?? loadRemoteModule;

  const retry = useCallback(() => {
    lazyCache.delete(id);
    if (!loader) resetRemote(remote);
    setAttempt((a) => a + 1);
  }, [id, remote, loader]);

  if (!config && !loader) return quiet ? null : <RemoteFallback remote={remote} onRetry={() => location.reload()} />;
  const Lazy = lazyRemote(id, load) as unknown as ComponentType<Record<string, unknown>>;
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry} attempt={attempt} quiet={quiet}>
      <Suspense fallback={quiet ? null : <RemoteLoading minHeight={minHeight} />}>
        <Lazy {...(props as Record<string, unknown>)} />
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
