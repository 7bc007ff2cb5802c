import styled from 'styled-components';
import { PillLink } from '../ui/PillLink';

export const Page = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(10)};
  ${({ theme }) => theme.media.mobile} { padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(2)}; }
`;

export const Header = styled.header`
  max-width: 720px;
  margin-bottom: ${({ theme }) => theme.space(5)};
  .eyebrow { color: ${({ theme }) => theme.color.signalOnLight}; font-weight: 700; letter-spacing: .12em; text-transform: uppercase; font-size: ${({ theme }) => theme.size.xs}; margin: 0 0 8px; }
  h1 { font-size: ${({ theme }) => theme.size.xxl}; letter-spacing: -0.02em; }
  p { color: ${({ theme }) => theme.color.muted}; font-size: ${({ theme }) => theme.size.md}; margin: 0; }
`;

export const Featured = styled.section`
  display: grid;
  grid-template-columns: 1.1fr 1fr;
  gap: ${({ theme }) => theme.space(4)};
  align-items: center;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.paper};
  margin-bottom: ${({ theme }) => theme.space(6)};
  img { width: 100%; height: auto; border-radius: 8px; }
  h2 { font-size: ${({ theme }) => theme.size.xl}; }
  p { color: ${({ theme }) => theme.color.mutedOnDark}; }
  .label { color: ${({ theme }) => theme.color.signal}; font-weight: 700; font-size: ${({ theme }) => theme.size.xs}; text-transform: uppercase; letter-spacing: .08em; }
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; padding: ${({ theme }) => theme.space(2)}; }
`;

export const ReadMore = styled(PillLink)`
  margin-top: ${({ theme }) => theme.space(2)};
`;

export const Meta = styled.p`
  display: flex;
  gap: 12px;
  font-size: ${({ theme }) => theme.size.xs};
  margin: 0;
  span + span::before, time + span::before { content: '·'; margin-right: 12px; }
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

/** The category links, drawn as chips; the current one is filled. */
export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: 8px 16px;
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.line};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
  }
  a[aria-current='true'] {
    background: ${({ theme }) => theme.color.signalOnLight};
    border-color: ${({ theme }) => theme.color.signalOnLight};
    color: #fff;
  }
`;

export const SearchBox = styled('search')`
  min-width: min(320px, 100%);
  form { display: grid; grid-template-columns: 1fr auto; gap: 6px 8px; }
  label { grid-column: 1 / -1; font-weight: 600; font-size: ${({ theme }) => theme.size.xs}; }
  input {
    min-width: 0;
    padding: 12px 14px;
    border-radius: 10px;
    border: 1px solid #94a3b8;
    background: ${({ theme }) => theme.color.surface};
  }
  /* A visitor without a keyboard's Enter can send the search too (without JavaScript, the edge answers it). */
  button {
    padding: 0 16px;
    border-radius: 10px;
    border: 1px solid ${({ theme }) => theme.color.signalOnLight};
    background: ${({ theme }) => theme.color.signalOnLight};
    color: #fff;
    font-weight: 600;
    cursor: pointer;
  }
`;

export const Status = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.size.xs};
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

export const Empty = styled.p`
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.card};
  color: ${({ theme }) => theme.color.muted};
`;

export const CardGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
  @media (min-width: 768px) and (max-width: 1023px) { grid-template-columns: 1fr 1fr; }
`;

export const Card = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  border-radius: ${({ theme }) => theme.radius.card};
  border: 1px solid ${({ theme }) => theme.color.line};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  img { width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; }
  > div { padding: ${({ theme }) => theme.space(3)}; display: flex; flex-direction: column; gap: 8px; flex: 1; }
  .label { color: ${({ theme }) => theme.color.signalOnLight}; font-weight: 700; font-size: 13px; margin: 0; }
  h2 { font-size: ${({ theme }) => theme.size.md}; margin: 0; }
  h2 a { color: ${({ theme }) => theme.color.ink}; text-decoration: none; }
  h2 a::after { content: ''; position: absolute; inset: 0; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
  > div > p:last-child { margin-top: auto; color: ${({ theme }) => theme.color.muted}; }
  &:focus-within { outline: 2px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  h2 a:focus-visible { outline: none; }
`;
