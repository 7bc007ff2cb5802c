/**
 * Build-time only: the host's first views (see shared/src/protocol/firstView/firstViewKey.ts). The shell —
 * nav, main and footer exactly as the Layout renders them — with a slot marker where the edge puts
 * each page's view; the home page the host composes around its two slots; and the 404 page with
 * its head.
 */
import { HOME_VIEW, NOT_FOUND_VIEW, SHELL_VIEW, SLOT_MARKER, slotMarker } from '@mars/shared/first-view';
import { renderFirstViews } from '@mars/shared/first-view-render';
import { Route, Routes } from 'react-router-dom';
import { RemoteLoading } from './federation/RemoteFallback';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/HomePage';
import { NOT_FOUND_HEAD, NotFound } from './pages/NotFound';

/** Rendered as `<template data-first-view-slot="">skeleton</template>`: the route's own view goes here. */
function Slot() {
  return (
    <template data-first-view-slot="">
      <RemoteLoading minHeight={900} />
    </template>
  );
}

export default () => {
  const file = renderFirstViews(
    {
      [SHELL_VIEW]: () => (
        <Routes>
          <Route path="/" element={<Layout />}>
            <Route index element={<Slot />} />
          </Route>
        </Routes>
      ),
      [HOME_VIEW]: () => <HomePage />,
      [NOT_FOUND_VIEW]: () => <NotFound />,
    },
    { shell: true, heads: { [NOT_FOUND_VIEW]: NOT_FOUND_HEAD } },
  );
  const marker = slotMarker('').replace('</template>', '');
  for (const html of Object.values(file.views[SHELL_VIEW] ?? {}))
    if (typeof html !== 'string' || !html.includes(marker)) throw new Error(`The shell's first view has no ${SLOT_MARKER}`);
  return file;
};
