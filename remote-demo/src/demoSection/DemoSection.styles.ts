import { primaryAction } from '@mars/shared';
import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  grid-template-columns: 1fr 1.2fr;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 1152px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(11)} ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
  }
`;

export const Aside = styled.div`
  .eyebrow { color: ${({ theme }) => theme.color.signalOnLight}; font-weight: 700; letter-spacing: .12em; text-transform: uppercase; font-size: ${({ theme }) => theme.size.xs}; margin: 0 0 8px; }
  h2 { font-size: ${({ theme }) => theme.size.xxl}; letter-spacing: -0.02em; ${({ theme }) => theme.media.mobile} { font-size: ${({ theme }) => theme.size.xl}; } }
  p { color: ${({ theme }) => theme.color.muted}; font-size: ${({ theme }) => theme.size.md}; }
  ul { padding: 0; list-style: none; display: grid; gap: 10px; }
  li { display: flex; gap: 10px; }
  li::before { content: '✓'; color: ${({ theme }) => theme.color.signalOnLight}; font-weight: 700; }
`;

export const Form = styled.form`
  position: relative;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: ${({ theme }) => theme.space(4)};
  ${({ theme }) => theme.media.mobile} { padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)}; }
  label { display: grid; gap: 6px; font-weight: 600; font-size: ${({ theme }) => theme.size.xs}; }
  input[aria-invalid='true'], select[aria-invalid='true'] { border-color: #b91c1c; }
  input, select {
    font-weight: 400;
    font-size: ${({ theme }) => theme.size.sm};
    padding: 12px 14px;
    border-radius: 10px;
    border: 1px solid #94a3b8;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    min-width: 0;
  }
  input::placeholder { color: #6b7280; }
  .consent { font-size: 13px; color: ${({ theme }) => theme.color.muted}; margin: ${({ theme }) => theme.space(2)} 0 0; }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  .wide { grid-column: 1 / -1; }
  .field { display: grid; gap: 6px; align-content: start; }
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

export const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: 140px 1fr;
  gap: 8px;
`;

export const Submit = styled.button`
  margin-top: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: 52px;
  font-size: ${({ theme }) => theme.size.sm};
  ${primaryAction}
`;

/** A field's problem, under it; empty (and not shown) when there is none. */
export const FieldError = styled.p`
  margin: 0;
  color: #b91c1c;
  font-weight: 600;
  font-size: ${({ theme }) => theme.size.xs};
  &:empty { display: none; }
`;

/** What happened to the last submission, above the form. */
export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 12px 16px;
  border-radius: 10px;
  border-left: 4px solid ${({ theme }) => theme.color.signalOnLight};
  background: ${({ theme }) => theme.color.paper};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
`;

/** The honeypot: in the form for scripts, nowhere for people. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
