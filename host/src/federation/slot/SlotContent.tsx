import type { RemoteModuleId } from '@mars/shared';
import { type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { loadRemoteModule, remoteNameOf } from '../remotes';
import { HydrationGate } from './hydrationGate';
import { forgetModule, type Loader, lazyModule } from './loaderCache';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

/** Its effect runs after the remote's own tree has mounted (or been hydrated). */
function Mounted({ onMount, children }: { onMount: () => void; children: ReactNode }) {
  useEffect(() => onMount(), [onMount]);
  return <>{children}</>;
}

/** The module itself, loaded when this first renders. */
function ModuleOf({ id, load, props }: { id: RemoteModuleId; load: Loader; props: Record<string, unknown> }) {
  const Component = lazyModule(id, load);
  return <Component {...props} />;
}

/**
 * What every slot holds (RemoteSlot, QuietSlot): one remote module in an error boundary and
 * Suspense. A failure shows the fallback (`quiet`: hidden), which retries — by itself with back-off,
 * and on "Try again" — as a new attempt that loads the module afresh. `hydrateAfter`: the first
 * attempt waits for it (readyToHydrate: the edge's HTML stays until the slot is wanted).
 */
export function SlotContent({
  id,
  props,
  loader,
  placeholder,
  quiet,
  hydrateAfter,
  onMount,
  onFail,
}: {
  id: RemoteModuleId;
  props: Record<string, unknown>;
  loader: Loader | undefined;
  placeholder: ReactNode;
  quiet?: boolean | undefined;
  hydrateAfter?: Promise<void> | null;
  onMount: () => void;
  onFail?: (() => void) | undefined;
}) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    forgetModule(id, loader);
    setAttempt((a) => a + 1);
  }, [id, loader]);
  const module = <ModuleOf id={id} load={loader ?? loadRemoteModule} props={props} />;
  return (
    <RemoteErrorBoundary key={attempt} remote={remoteNameOf(id)} onRetry={retry} onError={onFail} attempt={attempt} quiet={quiet}>
      <Suspense fallback={placeholder}>
        <Mounted onMount={onMount}>
          {hydrateAfter && attempt === 0 ? <HydrationGate ready={hydrateAfter}>{module}</HydrationGate> : module}
        </Mounted>
      </Suspense>
    </RemoteErrorBoundary>
  );
}
