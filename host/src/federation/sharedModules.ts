/**
 * What the host shares with every remote: its own copies of the runtime singletons, already loaded
 * (`lib`), with the versions it was built with and the range each requires (the same ranges the
 * remotes declare: shared/build/federation.ts, `sharedSingletons`). Shared "loaded first": a remote
 * never loads its own React while the page has one.
 */
import * as shared from '@mars/shared';
import type { UserOptions } from '@module-federation/runtime-core';
import React from 'react';
import ReactDom from 'react-dom';
import * as ReactRouterDom from 'react-router-dom';
import * as StyledComponents from 'styled-components';
import * as Zustand from 'zustand';

/**
 * Each module as a bundle's `require` gives it: React and react-dom are CommonJS, so their exports
 * object (what a remote's `import React from 'react'` unwraps to); the others are ES modules, so
 * their namespace. Anything else would be a second React object in the page (shell.spec.ts counts).
 */
const modules: Record<string, unknown> = {
  react: React,
  'react-dom': ReactDom,
  'react-router-dom': ReactRouterDom,
  'styled-components': StyledComponents,
  zustand: Zustand,
  '@mars/shared': shared,
};

export function sharedModules(): NonNullable<UserOptions['shared']> {
  const out: NonNullable<UserOptions['shared']> = {};
  for (const [name, { version, requiredVersion }] of Object.entries(__MARS_SHARED__)) {
    const lib = modules[name];
    if (!lib) continue;
    out[name] = { version, lib: () => lib, scope: 'default', shareConfig: { singleton: true, requiredVersion, strictVersion: false } };
  }
  return out;
}
