import { primaryAction, type RemoteName } from '@mars/shared';
import { useEffect } from 'react';
import styled from 'styled-components';
import { loadingSlotProps } from './slot/loadingSlots';

const LABELS: Record<RemoteName, string> = {
  marketing: 'This section',
  blog: 'The blog',
  auth: 'Sign-in',
  demo: 'The demo request form',
};

/** Back-off between automatic retries while the fallback is on screen. */
export const AUTO_RETRY_MS = [4000, 8000, 15000, 30000];

const Box = styled.div<{ $minHeight?: number }>`
  display: grid;
  place-items: center;
  min-height: ${({ $minHeight }) => $minHeight ?? 240}px;
  padding: ${({ theme }) => theme.space(4)};
  margin: ${({ theme }) => theme.space(3)} auto;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.muted};
  p { margin: 0 0 ${({ theme }) => theme.space(2)}; }
`;

const RetryButton = styled.button`
  padding: 10px 20px;
  ${primaryAction}
`;

interface FallbackProps {
  remote: RemoteName;
  onRetry: () => void;
  /** How many retries came before: sets the back-off. */
  attempt?: number;
  /** Retry in the background without showing anything (for slots with no visible content, like auth). */
  hidden?: boolean;
  /** Retry by itself with back-off (default); off when retrying means reloading the page. */
  autoRetry?: boolean;
}

export function RemoteFallback({ remote, onRetry, attempt = 0, hidden, autoRetry = true }: FallbackProps) {
  useEffect(() => {
    if (!autoRetry) return;
    const delay = AUTO_RETRY_MS[Math.min(attempt, AUTO_RETRY_MS.length - 1)];
    const timer = setTimeout(onRetry, delay);
    const online = () => onRetry();
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [onRetry, attempt, autoRetry]);

  if (hidden) return null;
  return (
    <Box role="status" data-remote-fallback={remote}>
      <div>
        <p>{LABELS[remote]} is temporarily unavailable. The rest of the site works as usual.</p>
        <RetryButton type="button" onClick={onRetry}>
          Try again
        </RetryButton>
      </div>
    </Box>
  );
}

const Skeleton = styled.div<{ $minHeight: number }>`
  min-height: ${({ $minHeight }) => $minHeight}px;
`;

export function RemoteLoading({ minHeight }: { minHeight: number }) {
  return <Skeleton $minHeight={minHeight} aria-busy="true" {...loadingSlotProps} />;
}
