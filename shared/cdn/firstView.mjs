/**
 * The edge's half of first views (see shared/src/firstView/firstViewKey.ts): puts the host's shell
 * and the live remote release's view for the route into the host's page, so the first paint needs
 * no JavaScript. Node-only; the format's names come from shared/src/firstView/format.mjs.
 */
import { createHash } from 'node:crypto';
import { RELEASE_BASE_PLACEHOLDER, SHELL_VIEW, SLOT_MARKER } from '../src/firstView/format.mjs';

export { FIRST_VIEW_FILE } from '../src/firstView/format.mjs';

const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;
const attr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const id = (s) => String(s).replace(/[^a-z0-9-]/gi, '');
/** Keeps `</style>` / `</script>` text from ending the element early. */
const rawText = (s) => s.replace(/<\/(style|script)/gi, '<\\/$1');

/**
 * The only inline script: when the visitor's remembered country is not the default one, it swaps in
 * that country's view from its <template> (the default view is in the HTML itself, so the browser
 * finds its images while the page is still downloading).
 */
function chooserScript(storageKey, fallback) {
  return (
    `(function(){var c;try{c=localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){}` +
    `if(!c||c===${JSON.stringify(fallback)})return;` +
    'var t=document.getElementById("first-view-"+c),v=document.querySelector("#root>[data-first-view]");' +
    'if(!t||!v)return;v.textContent="";v.appendChild(t.content.cloneNode(true))})();'
  );
}

/** The CSP source that allows exactly this script. */
export const scriptHash = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * @param {string} page the host's index.html
 * @param {{ shell: any, remote: any, key: string, releaseBase: string }} parts the host's and the
 *   remote's first-view.json, the route's view key, and the URL the remote release is served from
 * @returns {{ page: string, scriptHashes: string[] }} the page unchanged (and no hashes) when either
 *   half is missing, so a release without first views simply gets no prerendered HTML
 */
export function composeFirstView(page, { shell, remote, key, releaseBase }) {
  const shells = shell?.views?.[SHELL_VIEW];
  const views = remote?.views?.[key];
  const country = shell?.country;
  if (!shells || !views || !country || !page.includes('<div id="root"></div>')) return { page, scriptHashes: [] };
  const base = (s) => s.split(RELEASE_BASE_PLACEHOLDER).join(releaseBase);
  const bodies = Object.fromEntries(
    Object.entries(shells)
      .filter(([code, html]) => views[code] && html.includes(SLOT_MARKER))
      .map(([code, html]) => [
        code,
        html.replace(SLOT_MARKER, () => `<div data-first-view-slot="${attr(key)}">${base(views[code])}</div>`),
      ]),
  );
  const fallback = bodies[country.fallback];
  if (!fallback) return { page, scriptHashes: [] };
  // Inert: a static copy, not yet wired up; the app replaces it once it has started.
  const templates = Object.entries(bodies)
    .filter(([code]) => code !== country.fallback)
    .map(([code, body]) => `<template id="first-view-${id(code)}">${body}</template>`);
  const script = chooserScript(country.storageKey, country.fallback);
  const style = `<style data-first-view>${rawText(`${shell.css}\n${base(remote.css ?? '')}`)}</style>`;
  // React writes a preload for each high-priority image (the hero's poster) into the view; in the
  // head, the browser requests it before anything else the page needs.
  const imagePreloads = [...new Set(fallback.match(IMAGE_PRELOAD) ?? [])];
  const body = fallback.replace(IMAGE_PRELOAD, '');
  const composed = page
    .replace('<head>', () => `<head>${imagePreloads.join('')}`)
    .replace('</head>', () => `${style}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root"><div data-first-view inert>${body}</div></div>${templates.join('')}<script>${script}</script>`,
    );
  return { page: composed, scriptHashes: [scriptHash(script)] };
}
