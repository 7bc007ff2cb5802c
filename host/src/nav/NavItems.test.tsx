/**
 * The edge writes the menu's and the footer's entries into the page (shared/src/protocol/routes, navItemHtml)
 * where the app renders them with React: the two must be the same markup, or the app could not
 * hydrate the menu as the visitor sees it.
 */
import { navItemHtml } from '@mars/shared/routes';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SITE_NAV } from '../test/render';
import { NavContext } from './NavContext';
import { NavItems } from './NavItems';

const groups = [...new Set(SITE_NAV.map((e) => e.group))];

it.each(groups)('the %s entries: the edge’s HTML is React’s', (group) => {
  const react = renderToString(
    <NavContext.Provider value={SITE_NAV}>
      <MemoryRouter>
        <NavItems group={group} />
      </MemoryRouter>
    </NavContext.Provider>,
  );
  const edge = SITE_NAV.filter((e) => e.group === group)
    .map(navItemHtml)
    .join('');
  expect(edge).toBe(react);
  expect(react).toContain('<li><a ');
});
