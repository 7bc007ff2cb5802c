/**
 * Trusted Types for the site's pages (the host's CSP enforces `require-trusted-types-for 'script'`).
 * No string becomes HTML or script text in a page unless it passes one of these named policies, each
 * for one kind of value the site really inserts; anything else throws at the sink.
 *
 *   default       created by the page's inline loader (host/edge/worker/pages/inlineLoader.ts) before any
 *                 other script: script URLs only (http/https; the CSP's script-src decides which
 *                 origins). Rspack's chunk loaders, the federation runtime and Firebase Auth (it sets
 *                 a script's src with setAttribute) go through it without knowing of it.
 *   mars-html     HTML compiled at build time from the site's own content (the blog's articles).
 *   mars-json-ld  JSON-LD text for <script type="application/ld+json"> (client-side navigation's
 *                 head): it must parse as JSON, which cannot run as code.
 */
export const TRUSTED_TYPES_POLICIES = ['default', 'mars-html', 'mars-json-ld'];

/** The CSP directives that enforce them (each bundle that uses a policy creates its own copy of it). */
export const TRUSTED_TYPES_CSP = [
  "require-trusted-types-for 'script'",
  `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')} 'allow-duplicates'`,
];

const policies = new Map();
function policy(name, rules) {
  const factory = globalThis.trustedTypes;
  if (!factory?.createPolicy) return null; // no Trusted Types here (jsdom, older browsers): plain strings
  if (!policies.has(name)) policies.set(name, factory.createPolicy(name, rules));
  return policies.get(name);
}

/**
 * HTML the site compiled at build time from its own content, as a value `innerHTML` (and React's
 * `dangerouslySetInnerHTML`) accepts under Trusted Types. Never pass text from a visitor or a URL.
 * @param {string} html
 */
export function trustedHtml(html) {
  return policy('mars-html', { createHTML: (s) => s })?.createHTML(html) ?? html;
}

/**
 * JSON-LD text for a `<script type="application/ld+json">`. Throws on anything that is not JSON.
 * @param {string} json
 */
export function trustedJsonLd(json) {
  const checked = (s) => {
    JSON.parse(s);
    return s;
  };
  return policy('mars-json-ld', { createScript: checked })?.createScript(json) ?? checked(json);
}
