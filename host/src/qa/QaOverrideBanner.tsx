import styled from 'styled-components';
import { type ActiveOverride, resetQaOverrides } from '../federation/qaOverrides';

const Strip = styled.aside`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  padding: 6px ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.alert};
  color: ${({ theme }) => theme.color.ink};
  font-size: ${({ theme }) => theme.size.xs};
  line-height: 1.4;
  code { font-family: ${({ theme }) => theme.font.mono}; overflow-wrap: anywhere; }
`;

const ResetButton = styled.button`
  padding: 4px 12px;
  border: 1px solid ${({ theme }) => theme.color.ink};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  cursor: pointer;
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.color.ink}; outline-offset: 2px; }
`;

/** Shown only while a QA override is active, so nobody mistakes an overridden page for the live site. */
export function QaOverrideBanner({ overrides, onReset = resetQaOverrides }: { overrides: ActiveOverride[]; onReset?: () => void }) {
  if (overrides.length === 0) return null;
  return (
    <Strip aria-label="QA overrides" data-qa-override-banner="">
      <span>
        QA override active:{' '}
        {overrides.map((o, i) => (
          <span key={o.remote}>
            {i > 0 && ', '}
            <strong>{o.remote}</strong> → <code>{o.target}</code>{' '}
            {o.verified ? '(published release, verified)' : '(not verified: its files are loaded unchecked)'}
          </span>
        ))}
      </span>
      <ResetButton type="button" onClick={onReset}>
        Reset overrides
      </ResetButton>
    </Strip>
  );
}
