import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MenuLink } from './menu';

/** Renders one menu entry: an internal route, a home-page section (via its hash) or an external page. */
export function MenuItemLink({
  item,
  onNavigate,
  className,
  children,
}: {
  item: MenuLink;
  onNavigate?: () => void;
  className?: string;
  children?: ReactNode;
}) {
  const label = children ?? item.label;
  if (item.kind === 'external') {
    return (
      <a className={className} href={item.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  const to = item.kind === 'route' ? item.to : `/#${item.section}`;
  return (
    <Link className={className} to={to} onClick={onNavigate}>
      {label}
    </Link>
  );
}
