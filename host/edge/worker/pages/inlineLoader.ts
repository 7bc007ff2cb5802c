/**
 * The one inline script a composed page carries, which runs only where JavaScript does:
 *  - the app's scripts and the data it reads first are fetched after the first view has painted
 *    (the list is the page's LATE_LOADS_ID data block): on a slow link the page's own HTML and its
 *    largest image get the bandwidth first, and the app comes a frame later;
 *  - the page is live meanwhile — links, menus (<details>, CSS) and the demo form are plain HTML that
 *    works without the app — and the few controls that need the app (`data-app-control`: the country
 *    switcher, Login) answer a tap with a pressed state (`data-app-pending`, aria-busy) that the app
 *    carries out once it has taken over (host/src/firstView/pendingControls.ts), never silently; from
 *    the moment the app starts hydrating (`data-app-starting`) React answers such a tap itself;
 *  - first of all, it creates the page's `default` Trusted Types policy (script URLs only; see
 *    shared/src/protocol/security/trustedTypes.ts), which the scripts it loads then rely on.
 * The same text on every page of a host release (its CSP hash does not change from page to page).
 * Beside it, in <head>, `authHintScript`: a returning visitor's browser (its session hint is set)
 * marks <html data-auth-hint> before the first frame is painted, so the header holds Login's place
 * empty until the session is back (at the end of the body it would come a few frames too late).
 */
import { sha256Base64 } from '@mars/shared/digest';

/** The id of the data block (in the host's index.html) listing what the app needs after the first paint. */
export const LATE_LOADS_ID = 'first-view-late';

/** The <head>'s script that marks a returning visitor's page before it paints; '' without a session hint key. */
export function authHintScript(authHintKey: string | undefined): string {
  if (!authHintKey) return '';
  return `try{if(localStorage.getItem(${JSON.stringify(authHintKey)})==="1")document.documentElement.setAttribute("data-auth-hint","")}catch(e){}`;
}

export function inlineLoader(): string {
  return (
    `(function(){var d=document,h=d.head,l=d.getElementById("${LATE_LOADS_ID}"),T=window.trustedTypes;` +
    'if(T&&T.createPolicy&&!T.defaultPolicy)T.createPolicy("default",{createScriptURL:function(u){var x=new URL(u,location.href);' +
    'if(x.protocol!=="https:"&&x.protocol!=="http:")throw new TypeError("Trusted Types: script URL refused: "+u);return x.href}});' +
    'if(l)requestAnimationFrame(function(){setTimeout(function(){JSON.parse(l.textContent).forEach(function(x){var e;' +
    'if(x.script){e=d.createElement("script");e.src=x.script;e.async=false}' +
    'else{e=d.createElement("link");e.rel="preload";e.href=x.href;e.as=x.as;if(x.as==="fetch")e.crossOrigin="anonymous"}' +
    'h.appendChild(e)})},0)});' +
    'd.addEventListener("click",function(e){var r=d.documentElement;if(r.hasAttribute("data-app-live")||r.hasAttribute("data-app-starting"))return;' +
    'var c=e.target&&e.target.closest&&e.target.closest("[data-app-control]");if(!c)return;e.preventDefault();' +
    'var p=d.querySelector("[data-app-pending]");if(p){p.removeAttribute("data-app-pending");p.removeAttribute("aria-busy")}' +
    'c.setAttribute("data-app-pending","");c.setAttribute("aria-busy","true")},true)})();'
  );
}

const hashes = new Map<string, string>();
/** The CSP source that allows exactly this script. */
export async function scriptHash(script: string): Promise<string> {
  let hash = hashes.get(script);
  if (!hash) {
    hash = `'sha256-${await sha256Base64(script)}'`;
    hashes.set(script, hash);
  }
  return hash;
}
