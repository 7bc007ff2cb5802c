import { primaryAction } from '@mars/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Verdict } from './answer';

/** Wide enough for the form and the answer side by side; below it they stack (tablets, phones). */
const twoColumns = '@media (min-width: 1024px)';
const oneColumn = '@media (max-width: 1023px)';
/** Below the site's sticky header (68 px) with a little air: where the answer stays beside the form. */
const BELOW_HEADER = '84px';
/** The answer's gist at the bottom of the screen (AnswerBar): its fixed height, and room above it. */
const BAR_HEIGHT = '64px';

/**
 * The calculator: form and answer. Side by side, the answer stays in view (sticky) and is at most a
 * screen tall (it scrolls within), and the tool at least that: the answer growing or shrinking moves
 * nothing, above or below. Stacked, the answer's gist stays in view instead (Bar).
 */
export const Tool = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  ${twoColumns} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
    align-items: start;
    min-height: calc(100svh - ${BELOW_HEADER} - 16px);
  }
`;

/** The form and, stacked, the answer's gist, which stays in view while any of the form is. */
export const FormColumn = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  align-content: start;
  min-width: 0;
`;

/** The answer's gist (AnswerBar): two lines of a fixed height, and "Full answer" beside them. */
export const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 5;
  box-sizing: border-box;
  height: ${BAR_HEIGHT};
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-content: center;
  column-gap: ${({ theme }) => theme.space(2)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.card} ${({ theme }) => theme.radius.card} 0 0;
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.paper};
  box-shadow: 0 -8px 24px rgba(15, 23, 42, 0.16);
  font-size: ${({ theme }) => theme.size.xs};
  line-height: 1.5;
  .gist, .devices { grid-column: 1; height: 1.5em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .gist { font-weight: 700; }
  .more {
    grid-column: 2;
    grid-row: 1 / 3;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    color: ${({ theme }) => theme.color.signal};
    font-weight: 700;
    white-space: nowrap;
  }
  /* On the narrowest screens the arrow says it; the words stay for screen readers. */
  @media (max-width: 479px) {
    .word { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  }
  ${twoColumns} { display: none; }
`;

export const NoScript = styled.p`
  display: none;
  @media (scripting: none) {
    display: block;
    max-width: ${({ theme }) => theme.layout.measure};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-left: 4px solid ${({ theme }) => theme.color.signalOnLight};
    background: ${({ theme }) => theme.color.surface};
  }
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  /* A field the browser scrolls to (focus) lands above the answer's gist, not under it. */
  ${oneColumn} { input, select, button { scroll-margin-bottom: calc(${BAR_HEIGHT} + 16px); } }
  /* Enter's button (the form's first): a copy of Show the answer, out of sight and of the tab order. */
  .default { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); }
  h2 { font-size: ${({ theme }) => theme.size.xl}; margin: 0; }
  label { display: grid; gap: 6px; font-weight: 600; font-size: ${({ theme }) => theme.size.xs}; }
  input, select {
    font-weight: 400;
    font-size: ${({ theme }) => theme.size.sm};
    padding: 10px 12px;
    border-radius: 10px;
    border: 1px solid #94a3b8;
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    min-width: 0;
    width: 100%;
  }
  input[aria-invalid='true'] { border-color: ${({ theme }) => theme.color.danger}; }
  input::placeholder { color: #6b7280; }
  .limits { margin: 0; color: ${({ theme }) => theme.color.muted}; font-size: ${({ theme }) => theme.size.xs}; }
`;

export const Site = styled.fieldset`
  margin: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
  ${({ theme }) => theme.media.mobile} { padding: ${({ theme }) => theme.space(2)}; }
  > legend { font-weight: 700; font-size: ${({ theme }) => theme.size.md}; padding: 0 ${({ theme }) => theme.space(1)}; }
`;

export const Group = styled.fieldset`
  margin: 0;
  min-width: 0;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: 10px;
  background: ${({ theme }) => theme.color.paper};
  > legend { font-weight: 700; font-size: ${({ theme }) => theme.size.xs}; color: ${({ theme }) => theme.color.muted}; padding: 0 4px; }
  .fields {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  }
  .problem { margin: 4px 0 0; color: ${({ theme }) => theme.color.danger}; font-weight: 600; font-size: ${({ theme }) => theme.size.xs}; }
  .problem:empty { display: none; }
`;

/** Secondary actions: add and remove. */
export const Quiet = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.signalOnLight};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.signalOnLight};
  font-weight: 700;
  cursor: pointer;
  &:disabled { color: ${({ theme }) => theme.color.muted}; border-color: ${({ theme }) => theme.color.line}; cursor: not-allowed; }
  &.remove { border-color: transparent; background: transparent; text-decoration: underline; padding: 8px 4px; margin-top: 8px; }
  /* Copying needs JavaScript; without it the address bar has the link. */
  &.copy { @media (scripting: none) { display: none; } }
`;

export const Submit = styled.button`
  justify-self: start;
  min-height: 44px;
  padding: 12px 24px;
  ${primaryAction}
`;

export const AnswerBox = styled.section`
  scroll-margin-top: ${BELOW_HEADER};
  ${twoColumns} {
    position: sticky;
    top: ${BELOW_HEADER};
    max-height: calc(100svh - ${BELOW_HEADER} - 16px);
    overflow-y: auto;
    overscroll-behavior: contain;
  }
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  ${({ theme }) => theme.media.mobile} { padding: ${({ theme }) => theme.space(2)}; }
  h2 { font-size: ${({ theme }) => theme.size.xl}; margin: 0 0 ${({ theme }) => theme.space(1)}; }
  h3 { font-size: ${({ theme }) => theme.size.lg}; margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(1)}; }
  h4 { font-size: ${({ theme }) => theme.size.sm}; margin: ${({ theme }) => theme.space(2)} 0 4px; }
  p { margin: 0 0 8px; }
  .summary { font-size: ${({ theme }) => theme.size.md}; font-weight: 600; }
  .devices { font-size: ${({ theme }) => theme.size.md}; font-weight: 700; }
  .note { color: ${({ theme }) => theme.color.muted}; font-size: ${({ theme }) => theme.size.xs}; }
  .actions { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space(2)}; align-items: center; margin-top: ${({ theme }) => theme.space(3)}; }
`;

const VERDICT_COLOURS: Record<Verdict, string> = {
  works: '#047857',
  'through-nvr': '#0F766E',
  'to-check': '#92400E',
  'wont-work': '#B91C1C',
};

export const Verdicts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  li {
    padding: 8px 12px;
    border-left: 4px solid;
    border-radius: 4px;
    background: ${({ theme }) => theme.color.paper};
    overflow-wrap: anywhere;
  }
  ${Object.entries(VERDICT_COLOURS)
    .map(
      ([verdict, colour]) =>
        `li[data-verdict='${verdict}'] { border-color: ${colour}; } li[data-verdict='${verdict}'] strong { color: ${colour}; }`,
    )
    .join('\n')}
  .why { display: block; color: ${({ theme }) => theme.color.muted}; font-size: ${({ theme }) => theme.size.xs}; margin-top: 4px; }
`;

export const DemoLink = styled(Link)`
  display: inline-block;
  padding: 12px 24px;
  ${primaryAction}
`;

export const Rules = styled.section`
  margin-top: ${({ theme }) => theme.space(8)};
  max-width: ${({ theme }) => theme.layout.measure};
  h2 { font-size: ${({ theme }) => theme.size.xl}; }
  h3 { font-size: ${({ theme }) => theme.size.lg}; margin-top: ${({ theme }) => theme.space(4)}; }
  ul.rules { padding-left: 1.2em; }
  ul.rules li { margin-bottom: 8px; overflow-wrap: anywhere; }
  ol { padding-left: 1.4em; }
  ol li { margin-bottom: 8px; }
  table { border-collapse: collapse; width: 100%; margin: ${({ theme }) => theme.space(2)} 0; background: ${({ theme }) => theme.color.surface}; }
  th, td { text-align: left; vertical-align: top; padding: 8px 10px; border-bottom: 1px solid ${({ theme }) => theme.color.line}; overflow-wrap: anywhere; }
  thead th { font-size: ${({ theme }) => theme.size.xs}; text-transform: uppercase; letter-spacing: .06em; color: ${({ theme }) => theme.color.muted}; }
  td.number { font-variant-numeric: tabular-nums; white-space: nowrap; }
`;
