import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PillLink } from '../ui/PillLink';

export const Page = styled.article`
  max-width: 800px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(10)};
  ${({ theme }) => theme.media.mobile} { padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(6)}; }
  > picture img { width: 100%; height: auto; border-radius: ${({ theme }) => theme.radius.card}; margin: ${({ theme }) => theme.space(3)} 0; }
`;

export const Back = styled(Link)`
  display: inline-block;
  font-weight: 600;
  text-decoration: none;
  padding: 8px 0;
`;

export const Hero = styled.header`
  margin-top: ${({ theme }) => theme.space(2)};
  .label { color: ${({ theme }) => theme.color.signalOnLight}; font-weight: 700; text-transform: uppercase; letter-spacing: .08em; font-size: ${({ theme }) => theme.size.xs}; margin: 0 0 8px; }
  h1 { font-size: ${({ theme }) => theme.size.xxl}; letter-spacing: -0.02em; ${({ theme }) => theme.media.mobile} { font-size: ${({ theme }) => theme.size.xl}; } }
  .summary { font-size: ${({ theme }) => theme.size.md}; color: ${({ theme }) => theme.color.muted}; }
  .meta { display: flex; flex-wrap: wrap; gap: 12px; font-size: ${({ theme }) => theme.size.xs}; color: ${({ theme }) => theme.color.muted}; }
  .meta > * + *::before { content: '·'; margin-right: 12px; }
`;

export const Body = styled.div`
  font-size: ${({ theme }) => theme.size.md};
  line-height: 1.7;
  max-width: ${({ theme }) => theme.layout.measure};
  h2 { font-size: ${({ theme }) => theme.size.xl}; margin-top: ${({ theme }) => theme.space(5)}; }
  h3 { font-size: ${({ theme }) => theme.size.lg}; }
  li { margin-bottom: 8px; }
`;

export const Footer = styled.footer`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.night};
  color: ${({ theme }) => theme.color.paper};
  h2 { font-size: ${({ theme }) => theme.size.xl}; }
  p { color: ${({ theme }) => theme.color.mutedOnDark}; }
  a:last-child { display: block; margin-top: ${({ theme }) => theme.space(2)}; color: ${({ theme }) => theme.color.signal}; }
`;

export const Contact = PillLink;
