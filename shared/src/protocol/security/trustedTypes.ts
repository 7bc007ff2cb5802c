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

/** The parts of the browser's Trusted Types API the site uses (absent in jsdom and older browsers). */
interface Policy {
  createHTML?(input: string): unknown;
  createScript?(input: string): unknown;
}
type Rules = { createHTML?: (s: string) => string; createScript?: (s: string) => string };

const policies = new Map<string, Policy>();
function policy(name: string, rules: Rules): Policy | null {
  const factory = (globalThis as { trustedTypes?: { createPolicy?(name: string, rules: Rules): Policy } }).trustedTypes;
  if (!factory?.createPolicy) return null; // no Trusted Types here (jsdom, older browsers): plain strings
  if (!policies.has(name)) policies.set(name, factory.createPolicy(name, rules));
  return policies.get(name) ?? null;
}

/**
 * HTML the site compiled at build time from its own content, as a value `innerHTML` (and React's
 * `dangerouslySetInnerHTML`) accepts under Trusted Types. Never pass text from a visitor or a URL.
 * Typed as a string: at run time a TrustedHTML where the browser has Trusted Types, which the sinks
 * that take it (innerHTML, React's __html) take as a string.
 */
export function trustedHtml(html: string): string {
  return (policy('mars-html', { createHTML: (s) => s })?.createHTML?.(html) as string | undefined) ?? html;
}

/**
 * JSON-LD text for a `<script type="application/ld+json">`. Throws on anything that is not JSON.
 * Typed as a string (a TrustedScript at run time, which `textContent` takes).
 */
export function trustedJsonLd(json: string): string {
  const checked = (s: string) => {
    JSON.parse(s);
    return s;
  };
  return (policy('mars-json-ld', { createScript: checked })?.createScript?.(json) as string | undefined) ?? checked(json);
}
