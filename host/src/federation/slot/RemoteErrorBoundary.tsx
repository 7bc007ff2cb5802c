import type { RemoteName } from '@mars/shared';
import { Component, type ReactNode } from 'react';
import { announceFailedLoad } from '../../recovery/loadFailed';
import { reportSlotFallback } from '../../rum/startRealVisitorMetrics';
import { refusalOf } from '../contractPlugin';
import { failedLoadOf } from '../failedLoad';
import { RemoteFallback } from '../RemoteFallback';

/**
 * A remote's failure stays in its slot: the fallback, the console line, the real-visitor event — unless
 * the tab's release is gone, and the page is loaded whole.
 */
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
    // Its release gone past the retention window: the page loads whole instead (recovery/staleRelease.ts).
    announceFailedLoad(failedLoadOf(this.props.remote, error));
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
