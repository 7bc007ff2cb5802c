/**
 * Build-time only: the page shell's first view (see shared/src/firstView/firstViewKey.ts). Nav,
 * main and footer exactly as the Layout renders them, with an empty slot where the edge puts the
 * route's view from the remote's release.
 */
import { SHELL_VIEW, SLOT_MARKER } from '@mars/shared/first-view';
import { renderFirstViews } from '@mars/shared/first-view-render';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout';

/** Rendered as `<template data-first-view-slot>`; the edge replaces it. */
function Slot() {
  return <template data-first-view-slot="" />;
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
    },
    { shell: true },
  );
  for (const html of Object.values(file.views[SHELL_VIEW] ?? {}))
    if (!html.includes(SLOT_MARKER)) throw new Error(`The shell's first view has no ${SLOT_MARKER}`);
  return file;
};
