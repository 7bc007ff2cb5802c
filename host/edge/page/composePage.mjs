/**
 * The edge's page composition: for one request to the host's origin, the HTML a visitor (or a
 * crawler, or a link preview) gets before any JavaScript runs, and its status code.
 *
 *   route (the live route tables) → the live releases' views for its slots → the host's shell
 *   → the page's head (from the release that owns the page) → 200, 301 or 404
 *
 * Views and heads come from the releases' first-view.json files (see
 * shared/src/firstView/firstViewKey.ts); they are inserted, never parsed from the request, and the
 * only values taken from the URL (a path parameter in a slot key, a search text) are escaped.
 * Web-standard JavaScript (no Node APIs), so the same code runs in any edge runtime.
 */

import {
  FORM_NOTICE_TOKEN,
  FORM_TOKEN_TOKEN,
  firstViewKey,
  formErrorToken,
  formInvalidToken,
  formValueToken,
  NO_VIEW_DIGEST,
  NOT_FOUND_VIEW,
  PAGE_URL_TOKEN,
  QUERY_TOKEN,
  QUERY_URL_TOKEN,
  RELEASE_BASE_PLACEHOLDER,
  RESULTS_TOKEN,
  SHELL_VIEW,
  SLOT_ATTR,
  STATUS_TOKEN,
  WAIT_TOKEN,
} from '../../../shared/src/firstView/format.mjs';
import { issueFormToken, waitText } from '../../../shared/src/formToken/formToken.mjs';
import { escapeAttr, escapeText, headHtml, headTags } from '../../../shared/src/head/head.mjs';
import { NAV_SLOT_ATTR, navItemHtml } from '../../../shared/src/routes/routeTable.mjs';
import { canonicalPath, matchRoute, propsOf } from './routes.mjs';

/**
 * @typedef {import('../../../shared/src/firstView/firstViewKey').FirstViewFile} FirstViewFile
 * @typedef {import('./routes.mjs').SiteRoute} SiteRoute
 * @typedef {{ id: string, base: string, manifestUrl: string, firstView: FirstViewFile | null, manifest: any }} RemoteRelease
 * @typedef {{ page: string, routes: SiteRoute[], firstView: FirstViewFile | null }} HostRelease
 */

const MARKER = new RegExp(`<template ${SLOT_ATTR}="([^"]*)">([\\s\\S]*?)</template>`, 'g');
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;
/** Keeps `</style>` / `</script>` text from ending the element early. */
const rawText = (s) => s.replace(/<\/(style|script)/gi, '<\\/$1');
const id = (s) => String(s).replace(/[^a-z0-9-]/gi, '');
const remoteOf = (moduleId) => moduleId.split('/')[0];
const withBase = (html, base) => html.split(RELEASE_BASE_PLACEHOLDER).join(base);

/** True when the release publishes views of this module: then it publishes one for every item it has. */
const knowsModule = (file, moduleId) => Object.keys(file?.views ?? {}).some((k) => k === moduleId || k.startsWith(`${moduleId}?`));

/**
 * The route's main view: its key, and whether it exists. An item the owning release does not have
 * (an unknown article slug) does not; a release that cannot be read, or publishes no views of the
 * module, cannot say, so the page is served and the app decides.
 */
async function routeView(routes, pathname, search, remoteRelease) {
  const match = matchRoute(routes, pathname);
  if (!match) return null;
  const { route, params } = match;
  const release = await remoteRelease(remoteOf(route.module));
  const file = release?.firstView ?? null;
  const baseKey = firstViewKey(route.module, propsOf(route, params));
  const hasParams = Object.keys(params).length > 0;
  const found = !hasParams || !knowsModule(file, route.module) || Boolean(file?.views?.[baseKey]);
  // Query parameters the route declares pick a variant (the blog's category), when there is one.
  const query = Object.fromEntries((route.query ?? []).flatMap((q) => (search.has(q) ? [[q, search.get(q)]] : [])));
  const queryKey = firstViewKey(route.module, { ...propsOf(route, params), ...query });
  const key = file?.views?.[queryKey] ? queryKey : baseKey;
  return { route, release, file, key, found };
}

/** A searchable list put together for the visitor's search text (see SearchableListView). */
function assembleList(view, search) {
  const q = search.get(view.param) ?? '';
  const needle = q.trim().toLowerCase();
  const items = view.items.filter((item) => needle === '' || item.text.some((t) => t.includes(needle)));
  const statuses = needle === '' ? view.status.plain : view.status.search;
  const status = statuses[Math.min(items.length, statuses.length - 1)] ?? '';
  const results = items.length ? `${view.list[0]}${items.map((i) => i.html).join('')}${view.list[1]}` : view.empty;
  // Links that carry the search (`…&q=TOKEN`, written by React with `&amp;`) lose the parameter when there is none.
  let page = view.page;
  if (q === '') for (const sep of ['&amp;', '?']) page = page.split(`${sep}${view.param}=${QUERY_URL_TOKEN}`).join('');
  // The tokens are replaced in an order that never lets the visitor's text be read as one.
  return page
    .split(STATUS_TOKEN)
    .join(status)
    .split(RESULTS_TOKEN)
    .join(results)
    .split(QUERY_URL_TOKEN)
    .join(escapeAttr(new URLSearchParams({ [view.param]: q }).toString().slice(view.param.length + 1)))
    .split(QUERY_TOKEN)
    .join(escapeAttr(q));
}

/** The CSS rules the given views use, once each, in cascade order. */
function cssOf(file, keys) {
  const rules = file?.css?.rules ?? [];
  const used = new Set(keys.flatMap((k) => file?.css?.byView?.[k] ?? []));
  return [...used]
    .sort((a, b) => a - b)
    .map((i) => rules[i])
    .join('\n');
}

/** The longest value a form's outcome echoes back into the page. */
const ECHO_MAX = 300;

/**
 * A form put together for the outcome in the query (see FormOutcomeView): the visitor's values
 * (escaped), each field's problem and the notice, both from the view's own texts by code.
 */
function assembleForm(view, search) {
  const state = search.get(view.param);
  if (!state || !Object.hasOwn(view.notices, state)) return view.idle;
  const selected = search.get(`v.${view.select}`);
  let html =
    (selected && Object.hasOwn(view.outcome, selected) ? view.outcome[selected] : null) ?? Object.values(view.outcome)[0] ?? view.idle;
  const retry = Number(search.get('retry'));
  const notice = view.notices[state].split(WAIT_TOKEN).join(waitText(Number.isFinite(retry) && retry > 0 ? retry : 60));
  for (const field of view.fields) {
    const code = search.get(`e.${field}`) ?? '';
    const message = (Object.hasOwn(view.messages[field] ?? {}, code) && view.messages[field][code]) || '';
    const value = state === 'sent' ? '' : (search.get(`v.${field}`) ?? '').slice(0, ECHO_MAX);
    html = html
      .split(formInvalidToken(field))
      .join(message ? 'true' : 'false')
      .split(formErrorToken(field))
      .join(escapeText(message))
      .split(formValueToken(field))
      .join(escapeAttr(value));
  }
  return html.split(FORM_NOTICE_TOKEN).join(escapeText(notice));
}

/**
 * Values only the edge knows, in a view rendered at build time: run-time config entries, the
 * page's URL and a fresh form token (see format.mjs).
 */
function withRuntimeValues(html, ctx) {
  return html
    .replace(/__MARS_CONFIG_(\w+)__/g, (_, name) => (typeof ctx.config[name] === 'string' ? escapeAttr(ctx.config[name]) : ''))
    .split(PAGE_URL_TOKEN)
    .join(escapeAttr(ctx.pageUrl))
    .split(FORM_TOKEN_TOKEN)
    .join(ctx.formToken);
}

/** One country's HTML of a view (the default country's when it has none of its own). */
function viewHtml(file, key, country, fallback, search, ctx) {
  const views = file?.views?.[key];
  const view = views?.[country] ?? views?.[fallback];
  if (view === undefined) return null;
  if (typeof view === 'string') return withRuntimeValues(view, ctx);
  if (view.form) {
    const form = view.form;
    const fill = (h) => withRuntimeValues(h, ctx);
    return assembleForm(
      { ...form, idle: fill(form.idle), outcome: Object.fromEntries(Object.entries(form.outcome).map(([k, h]) => [k, fill(h)])) },
      search,
    );
  }
  return assembleList(view, search);
}

/**
 * A remote's slot as the host's React tree has it (federation/RemoteSlot.tsx), so the app hydrates
 * it instead of replacing it: the slot's box (`display: contents`, naming its remote and release),
 * then a Suspense boundary in React's own markers around the view. The app hydrates the boundary
 * once its module is wanted and loaded; until then the view is the page. A slot without a view is a
 * boundary the server "could not finish" (`$!`): the app renders it itself, from its skeleton.
 */
function slotHtml(key, ownerAttrs, inner, { empty = false } = {}) {
  const open = empty ? `<!--$!--><template data-dgst="${NO_VIEW_DIGEST}"></template>` : '<!--$-->';
  return `<div ${SLOT_ATTR}="${escapeAttr(key)}"${ownerAttrs}${empty ? ' data-first-view-empty' : ''} style="display:contents">${open}${inner}<!--/$--></div>`;
}

const NAV_SLOT = new RegExp(`<template ${NAV_SLOT_ATTR}="([^"]*)"></template>`, 'g');

/**
 * The menu's and the footer's entries, from the live route tables (the config's `nav`), where the
 * host's shell holds each group's place: the same links the host renders once it runs.
 */
const withNav = (html, nav = []) =>
  html.replace(NAV_SLOT, (_, group) =>
    nav
      .filter((entry) => escapeAttr(entry.group) === group)
      .map(navItemHtml)
      .join(''),
  );

/**
 * The first paint waits until the header has been parsed (up to the shell's <main id="main">): a
 * browser short of CPU may otherwise paint a half-parsed header, whose right-hand actions then widen
 * (a layout shift, measured at 0.002 under load). Chrome's `rel=expect`; others ignore it.
 */
const RENDER_AFTER_HEADER = '<link rel="expect" href="#main" blocking="render">';

/** The id of the data block listing what the app needs, fetched once the first view has painted. */
export const LATE_LOADS_ID = 'first-view-late';

/**
 * The inline script the page carries, which runs only where JavaScript does:
 *  - the app's scripts and the data it reads first are fetched after the first view has painted
 *    (the list is in the LATE_LOADS_ID data block): on a slow link the page's own HTML and its
 *    largest image get the bandwidth first, and the app comes a frame later;
 *  - the page is live meanwhile — links, menus (<details>, CSS) and the demo form are plain HTML that
 *    works without the app — and the few controls that need the app (`data-app-control`: the country
 *    switcher, Login) answer a tap with a pressed state (`data-app-pending`, aria-busy) that the app
 *    carries out once it has taken over (host/src/firstView/pendingControls.ts), never silently; from
 *    the moment the app starts hydrating (`data-app-starting`) React answers such a tap itself;
 *  - a returning visitor's browser (its session hint is set) marks <html data-auth-hint>, so the
 *    header holds Login's place empty until the session is back;
 *  - when the visitor's remembered country is not the default one, it swaps in that country's page
 *    from its <template> (the default page is in the HTML itself, so the browser finds its images
 *    while the page is still downloading);
 *  - first of all, it creates the page's `default` Trusted Types policy (script URLs only; see
 *    shared/src/security/trustedTypes.mjs), which the scripts it loads then rely on.
 * The same text on every page (its CSP hash never changes).
 */
function chooserScript(storageKey, fallback, authHintKey) {
  const hint = authHintKey
    ? `try{if(localStorage.getItem(${JSON.stringify(authHintKey)})==="1")d.documentElement.setAttribute("data-auth-hint","")}catch(e){}`
    : '';
  return (
    '(function(){var d=document,h=d.head,l=d.getElementById("first-view-late"),T=window.trustedTypes;' +
    'if(T&&T.createPolicy&&!T.defaultPolicy)T.createPolicy("default",{createScriptURL:function(u){var x=new URL(u,location.href);' +
    'if(x.protocol!=="https:"&&x.protocol!=="http:")throw new TypeError("Trusted Types: script URL refused: "+u);return x.href}});' +
    'if(l)requestAnimationFrame(function(){setTimeout(function(){JSON.parse(l.textContent).forEach(function(x){var e;' +
    'if(x.script){e=d.createElement("script");e.src=x.script;e.async=false}' +
    'else{e=d.createElement("link");e.rel="preload";e.href=x.href;e.as=x.as;if(x.as==="fetch")e.crossOrigin="anonymous";' +
    'if(x.integrity){e.integrity=x.integrity;e.crossOrigin="anonymous"}' +
    'if(x.low)e.fetchPriority="low"}h.appendChild(e)})},0)});' +
    'd.addEventListener("click",function(e){var r=d.documentElement;if(r.hasAttribute("data-app-live")||r.hasAttribute("data-app-starting"))return;' +
    'var c=e.target&&e.target.closest&&e.target.closest("[data-app-control]");if(!c)return;e.preventDefault();' +
    'var p=d.querySelector("[data-app-pending]");if(p){p.removeAttribute("data-app-pending");p.removeAttribute("aria-busy")}' +
    'c.setAttribute("data-app-pending","");c.setAttribute("aria-busy","true")},true);' +
    hint +
    'var v=d.querySelector("#root[data-first-view]");if(!v)return;var c;' +
    `try{c=localStorage.getItem(${JSON.stringify(storageKey)})}catch(e){}` +
    `if(!c||c===${JSON.stringify(fallback)})return;` +
    'var t=d.getElementById("first-view-"+c);if(!t)return;v.textContent="";v.appendChild(t.content.cloneNode(true))})();'
  );
}

/** Where the host's page takes its body: the first view goes in, and the app hydrates it (`data-first-view`). */
const ROOT = '<div id="root"></div>';

const HOST_SCRIPT = /<script defer(?:="")? src="([^"]+)"><\/script>/g;
const HOST_FETCH_PRELOAD = /<link rel="preload" href="([^"]+)" as="fetch"[^>]*>/g;

/** Takes the host page's own scripts and data preloads out of the page, for the inline script to load. */
function lateLoads(page, remotePreloads) {
  const late = [];
  const rest = page
    .replace(HOST_FETCH_PRELOAD, (_, href) => {
      late.push({ href, as: 'fetch' });
      return '';
    })
    .replace(HOST_SCRIPT, (_, script) => {
      late.push({ script });
      return '';
    });
  // The remote's files come after the host's (they are needed later), at low priority.
  const scripts = late.filter((x) => x.script);
  const ordered = [...late.filter((x) => !x.script), ...remotePreloads.map((p) => ({ ...p, low: true })), ...scripts];
  return { page: rest, json: JSON.stringify(ordered).replace(/</g, '\\u003c') };
}

const hashes = new Map();
/** The CSP source that allows exactly this script. */
export async function scriptHash(script) {
  if (!hashes.has(script)) {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script));
    hashes.set(script, `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  }
  return hashes.get(script);
}

/**
 * Preload links for the route's remote module: its manifest, its remoteEntry.js and the chunks the
 * module needs at once (the manifest's `sync` list), all from the page's release. A script preload
 * carries the file's integrity and CORS mode, as the script that uses it will (else it is fetched twice).
 * Only for a page without a first view: one with a view needs the remote's code only once the
 * visitor reaches into its slot (host: federation/slot/hydrationGate.ts), so it fetches none before.
 */
function remotePreloads(release, moduleId) {
  const manifest = release?.manifest;
  if (!manifest) return [];
  const expose = moduleId.split('/')[1];
  const chunks = manifest.exposes?.find((e) => e.name === expose)?.assets.js.sync ?? [];
  return [
    { href: release.manifestUrl, as: 'fetch' },
    ...[manifest.metaData.remoteEntry.name, ...chunks].map((f) => {
      const integrity = manifest.mars?.integrity?.[f];
      return integrity ? { href: release.base + f, as: 'script', integrity } : { href: release.base + f, as: 'script' };
    }),
  ];
}

const preloadLink = ({ href, as, integrity }) =>
  `<link rel="preload" href="${escapeAttr(href)}" as="${as}"${as === 'fetch' || integrity ? ' crossorigin' : ''}${integrity ? ` integrity="${escapeAttr(integrity)}"` : ''} fetchpriority="low">`;

/**
 * @param {object} o
 * @param {URL} o.url the request's URL
 * @param {{ publicOrigin: string, [entry: string]: unknown }} o.config the composed run-time config
 * @param {HostRelease} o.host the live host release's page, routes and first views
 * @param {(remote: string) => Promise<RemoteRelease | null>} o.remoteRelease a remote's live release (null if it cannot be read)
 * @param {{ formToken?: string }} [o.secrets] the secret that signs form tokens; without it the page keeps
 *   a placeholder for each one, so that the same composition can be reused and stamped per request
 * @returns {Promise<{ status: 200 | 404, html: string, scriptHashes: string[] } | { status: 301, location: string }>}
 */
export async function composePage({ url, config, host, remoteRelease, secrets }) {
  const { pathname, searchParams: search } = url;
  let main = await routeView(host.routes, pathname, search, remoteRelease);
  if (!main?.found) {
    const canonical = canonicalPath(pathname);
    if (canonical !== pathname) {
      const alternative = await routeView(host.routes, canonical, search, remoteRelease);
      if (alternative?.found) return { status: 301, location: `${canonical}${url.search}` };
    }
  }
  const status = main?.found ? 200 : 404;
  if (status === 404 && !main?.route) main = null;

  const shellFile = host.firstView;
  const country = shellFile?.country;
  const shells = shellFile?.views?.[SHELL_VIEW];
  // What only the edge knows, for views that need it: the config, this page's URL, a form token.
  const ctx = {
    config,
    pageUrl: new URL(url.pathname, `${config.publicOrigin}/`).href,
    // Without the secret, the token stays a placeholder for the caller to fill per request (see stampFormToken).
    formToken: secrets?.formToken ? await issueFormToken(secrets.formToken) : FORM_TOKEN_TOKEN,
  };
  const notFound = (c) => viewHtml(shellFile, NOT_FOUND_VIEW, c, country?.fallback, search, ctx) ?? '';

  // Every slot of the page: the route's own view (the marker with no key), and those the host's
  // page for the route places itself (the home page's sections).
  const usedReleases = new Map();
  const usedKeys = new Set();
  const releaseFor = async (moduleKey) => {
    const name = remoteOf(moduleKey);
    if (!usedReleases.has(name))
      usedReleases.set(name, main?.route && remoteOf(main.route.module) === name ? main.release : await remoteRelease(name));
    return usedReleases.get(name);
  };
  // Each slot names the remote and release its DOM comes from (real-visitor metrics attribute by it).
  const owner = (key, release) =>
    key ? ` data-remote="${escapeAttr(remoteOf(key))}"${release?.id ? ` data-release="${escapeAttr(release.id)}"` : ''}` : '';
  const bodies = {};
  for (const [code, shellHtml] of Object.entries(shells ?? {})) {
    let page = shellHtml;
    if (main?.route.page) {
      const hostPage = viewHtml(shellFile, main.route.page, code, country.fallback, search, ctx);
      if (hostPage) page = page.replace(MARKER, () => hostPage);
    }
    const parts = [];
    let last = 0;
    for (const m of page.matchAll(MARKER)) {
      const [whole, markerKey, skeleton] = m;
      const key = markerKey === '' ? main?.key : markerKey;
      if (key) usedKeys.add(key);
      let inner;
      if (status === 404) inner = notFound(code);
      else {
        const release = key ? await releaseFor(key) : null;
        const html = release ? viewHtml(release.firstView, key, code, country.fallback, search, ctx) : null;
        inner = html === null ? null : withBase(html, release.base);
        if (inner === null) {
          // No view for this slot: its skeleton, and the app renders the slot (see slotHtml).
          parts.push(page.slice(last, m.index), slotHtml(key ?? '', owner(key, release), skeleton, { empty: true }));
          last = m.index + whole.length;
          continue;
        }
      }
      // An unknown path has no slot: the host renders its 404 itself.
      const wrapped = status === 404 && !main ? inner : slotHtml(key ?? '', status === 404 ? '' : owner(key, await releaseFor(key)), inner);
      parts.push(page.slice(last, m.index), wrapped);
      last = m.index + whole.length;
    }
    bodies[code] = withNav(parts.join('') + page.slice(last), config.nav);
  }

  // The head: the page's own, from the release that renders it (the host's for a 404).
  const mainRelease = main?.release;
  const head = status === 404 ? shellFile?.heads?.[NOT_FOUND_VIEW] : (mainRelease?.firstView?.heads?.[main.key] ?? null);
  const headTagsHtml = head
    ? headHtml(
        headTags(head, {
          origin: config.publicOrigin,
          releaseBase: status === 404 ? '/' : mainRelease.base,
          siteName: shellFile?.siteName ?? '',
        }),
      )
    : '';

  let page = host.page;
  if (headTagsHtml) page = page.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '');
  const preloads = status === 200 && main ? remotePreloads(main.release, main.route.module) : [];
  const fallbackBody = country && bodies[country.fallback];
  if (!fallbackBody || !page.includes(ROOT)) {
    return { status, html: page.replace('</head>', () => `${headTagsHtml}${preloads.map(preloadLink).join('')}</head>`), scriptHashes: [] };
  }

  const css = [cssOf(shellFile, [SHELL_VIEW, status === 404 ? NOT_FOUND_VIEW : main?.route.page])];
  for (const release of usedReleases.values()) css.push(withBase(cssOf(release?.firstView, [...usedKeys]), release?.base ?? ''));
  // React's image preloads are for the head (below); inside a view they are elements the app would not find.
  const templates = Object.entries(bodies)
    .filter(([code]) => code !== country.fallback)
    .map(([code, body]) => `<template id="first-view-${id(code)}">${body.replace(IMAGE_PRELOAD, '')}</template>`);
  const script = chooserScript(country.storageKey, country.fallback, shellFile.authHint?.storageKey);
  // React writes a preload for each high-priority image (the hero's poster) into the view; in the
  // head, the browser requests it before anything else the page needs.
  const imagePreloads = [...new Set(fallbackBody.match(IMAGE_PRELOAD) ?? [])];
  const body = fallbackBody.replace(IMAGE_PRELOAD, '');
  const late = lateLoads(page, []);
  const html = late.page
    .replace('<head>', () => `<head>${imagePreloads.join('')}`)
    .replace(
      '</head>',
      () => `${headTagsHtml}<style data-first-view>${rawText(css.filter(Boolean).join('\n'))}</style>${RENDER_AFTER_HEADER}</head>`,
    )
    .replace(
      ROOT,
      () =>
        `<div id="root" data-first-view>${body}</div>${templates.join('')}` +
        `<script type="application/json" id="${LATE_LOADS_ID}">${late.json}</script><script>${script}</script>`,
    );
  return { status, html, scriptHashes: [await scriptHash(script)] };
}

export { escapeText };

/** Fills a composed page's form-token placeholders with a fresh token (signed now, or at `now`), if it has any. */
export async function stampFormToken(html, secret, now = Date.now()) {
  if (!html.includes(FORM_TOKEN_TOKEN)) return html;
  return html.split(FORM_TOKEN_TOKEN).join(secret ? await issueFormToken(secret, now) : '');
}
