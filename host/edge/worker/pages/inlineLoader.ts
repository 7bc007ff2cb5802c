/**
 * The one inline script a composed page carries, which runs only where JavaScript does:
 *  - first of all, it creates the page's `default` Trusted Types policy (script URLs only; see
 *    shared/src/protocol/security/trustedTypes.ts), which the scripts it loads then rely on;
 *  - the page is complete and live as the edge sent it — links navigate, menus and the country
 *    switcher are <details> and CSS, forms post — so the app's code (React, the host, a remote) is
 *    fetched only when the visitor **reaches for something that needs it**: a control that works
 *    only with code (`data-app-control`: Login, the hero's and the carousel's buttons) or a part
 *    whose live behaviour does (`data-app-intent`: the demo form's validation, the blog's search) —
 *    the pointer over it, a press, a touch, focus or a key. A page of text costs no framework code.
 *    It comes at once, after the first paint, where the page needs it to be complete: a returning
 *    signed-in visitor (`data-auth-hint`: the header shows the session), a returning visitor who chose
 *    another country (`data-country-choice`: the app offers that country's page), a QA browser (the
 *    composition names `qa=`, or the address asks for an override or one is remembered:
 *    `data-qa-overrides`; the banner and the release under test), a slot the edge had no view
 *    for (`data-first-view-empty`: the app renders it), a route whose HTML cannot show what its
 *    address asks for (`data-app-at-once`: its route's `hydrate: 'load'`, or its `loadWith` and the
 *    address carries one of them: a link to the compatibility tool's answer);
 *  - what the page needs without any input — small scripts with no framework (`when: "paint"`:
 *    real-visitor metrics, the hero's next clip) — is fetched after the first paint;
 *  - a control a behaviour script runs (inside `data-behaviour-live`: the hero's player) is left to
 *    it: no wake, nothing held;
 *  - a tap on a control that needs code, before that code runs, answers with a pressed state
 *    (`data-app-pending`, aria-busy) and is carried out once the app has taken over
 *    (host/src/firstView/pendingControls.ts), never silently lost; from the takeover
 *    (`data-app-live`; host/src/firstView/tapsBeforeTakeover.ts) React answers such a tap itself
 *    (`data-app-starting`: the same from hosts that let React answer from the start of hydration);
 *  - so is a submit of a form whose live behaviour needs code (`data-app-intent`: the demo form),
 *    once the browser's own validation has passed: its submitter pressed (`data-app-pending="submit"`)
 *    until the app has taken over — the form's code then submits it, its own checks, request and
 *    messages — unless the form's slot has its code already (its own submit) or failed (it posts);
 *  - if the app's files cannot be loaded, nothing will carry out what it holds: a tap is let go, a
 *    held submit is posted as HTML, once — what a visitor without JavaScript gets — and nothing
 *    more is held;
 *  - it logs, on load, what the spec says the product logs ("Detecting country based on IP...", and
 *    on the 404 page the bad path): the app does not repeat them when it takes the page over.
 * The same text on every page of a host release (its CSP hash does not change from page to page).
 * Beside it, in <head>, `beforeFirstPaintScript`: what must happen before the first frame is painted
 * (at the end of the body it would come a few frames too late for the header).
 */
import { sha256Base64 } from '@mars/shared/digest';
import { COUNTRY_DETECT_LOG, NOT_FOUND_ATTR, NOT_FOUND_LOG_PREFIX, SCROLLING_TO_SECTION_ATTR } from '@mars/shared/first-view';

/** The id of the data block (in the host's index.html) listing what the page loads, and when. */
export const LATE_LOADS_ID = 'first-view-late';

/** The shell's element right after <main> (host/src/footer/Footer.tsx): once it is parsed, <main> is whole. */
export const AFTER_MAIN_ID = 'site-footer';

/**
 * Chromium and WebKit honour the site's `scroll-behavior: smooth` (shared GlobalStyle) for the scroll
 * to the address's #section as a page loads: a page opened at /#demo painted its top, then glided
 * 5,300 px down through every section for over a second on a phone, each one rendered as it passed
 * (Firefox jumps at once). Until the visitor's first press or key, the page scrolls at once; from
 * then on, a link to a section glides as everywhere else. Without JavaScript, they still glide.
 * And Chromium scrolls there only once the page is parsed whole, which is after its first frame
 * (the page renders once <main> is parsed: head.ts): the top showed for a moment. So the script
 * scrolls there itself as soon as <main> is parsed (AFTER_MAIN_ID), in the same task, before that frame
 * — on a page navigated to, not one reloaded or reached back to, which the browser puts back where the
 * visitor had scrolled. Before it scrolls, the sections that skip rendering until near the viewport
 * are made to render (SCROLLING_TO_SECTION_ATTR, left set: once the page is parsed the browser's
 * `:target` keeps them rendered anyway), so that real heights, not estimates, are above the section:
 * an estimate replaced by a real height after the scroll would move the section for a frame.
 */
const OPENED_AT_SECTION =
  // In a function of its own: nothing of it is left on the window.
  'if(location.hash)(function(){var h=document.documentElement,o={capture:true,passive:true},P=["pointerdown","keydown"],' +
  'S=function(){h.style.removeProperty("scroll-behavior");P.forEach(function(t){removeEventListener(t,S,o)})};' +
  'h.style.scrollBehavior="auto";P.forEach(function(t){addEventListener(t,S,o)});' +
  // Reloaded, or reached back or forward: the browser puts the page back where the visitor left it.
  'var n=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];if(n&&n.type!=="navigate")return;' +
  'var id;try{id=decodeURIComponent(location.hash.slice(1))}catch(e){id=location.hash.slice(1)}' +
  `var M=new MutationObserver(function(){var d=document,t;if(!d.getElementById("${AFTER_MAIN_ID}")&&d.readyState==="loading")return;` +
  `M.disconnect();t=d.getElementById(id);if(t){h.setAttribute("${SCROLLING_TO_SECTION_ATTR}","");t.scrollIntoView()}});M.observe(h,{childList:true,subtree:true})})();`;

/** On <html>: the page's route wants its code as soon as the page has painted (AppRoute.hydrate 'load'). */
export const APP_AT_ONCE_ATTR = 'data-app-at-once';

/**
 * The <head>'s script, run before the first frame is painted: a page opened at a #section is put
 * there at once (OPENED_AT_SECTION); a returning visitor's page is marked — `data-auth-hint` when
 * their session hint is set (the header holds Login's place), `data-country-choice="<code>"` when the
 * country they chose on an earlier visit is not this page's (`data-country`, set by the country
 * concern): the app then comes at once, to offer that country's page (host/src/country/CountryNotice.tsx);
 * `data-qa-overrides` when the address asks for a QA override or one is remembered (the app comes at
 * once: its banner and the release under test). The keys are named by the host release's shell.
 */
export function beforeFirstPaintScript(keys: {
  authHint?: string;
  countryChoice?: string;
  qaOverrides?: { storageKey: string; param: string };
}): string {
  if (!keys.authHint && !keys.countryChoice && !keys.qaOverrides) return OPENED_AT_SECTION;
  return (
    OPENED_AT_SECTION +
    'try{var r=document.documentElement,s=localStorage;' +
    (keys.authHint ? `if(s.getItem(${JSON.stringify(keys.authHint)})==="1")r.setAttribute("data-auth-hint","");` : '') +
    (keys.countryChoice
      ? `var c=s.getItem(${JSON.stringify(keys.countryChoice)});if(c&&c!==r.getAttribute("data-country"))r.setAttribute("data-country-choice",c);`
      : '') +
    (keys.qaOverrides
      ? `if(new URLSearchParams(location.search).has(${JSON.stringify(keys.qaOverrides.param)})||s.getItem(${JSON.stringify(keys.qaOverrides.storageKey)}))r.setAttribute("data-qa-overrides","");`
      : '') +
    '}catch(e){}'
  );
}

/** On what the page holds for the app (host/src/firstView/pendingControls.ts: PENDING_ATTR; a held submit's value is "submit"). */
const PENDING = 'data-app-pending';

/** What reaching for a control looks like: the pointer over it (a mouse), a press, a touch, focus, a key. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'];

export function inlineLoader(): string {
  return (
    '(function(){var d=document,r=d.documentElement,w=window,T=w.trustedTypes,' +
    `l=d.getElementById("${LATE_LOADS_ID}"),all=l?JSON.parse(l.textContent):[],woke=false,dead=false,P="${PENDING}";` +
    // The default Trusted Types policy: script URLs of http(s) only.
    'if(T&&T.createPolicy&&!T.defaultPolicy)T.createPolicy("default",{createScriptURL:function(u){var x=new URL(u,location.href);' +
    'if(x.protocol!=="https:"&&x.protocol!=="http:")throw new TypeError("Trusted Types: script URL refused: "+u);return x.href}});' +
    // What the spec logs on load.
    `console.log(${JSON.stringify(COUNTRY_DETECT_LOG)});` +
    `if(r.hasAttribute("${NOT_FOUND_ATTR}"))console.error(${JSON.stringify(NOT_FOUND_LOG_PREFIX)}+location.pathname);` +
    // A control held (pressed) for the app, and let go.
    'function mark(q,v){q.setAttribute(P,v);q.setAttribute("aria-busy","true")}function unmark(q){q.removeAttribute(P);q.removeAttribute("aria-busy")}' +
    // The app's files could not be loaded: a held tap is let go, a held submit posted as HTML, once
    // (submit() fires no second submit event).
    'function fail(){if(dead)return;dead=true;d.querySelectorAll("["+P+"]").forEach(function(q){' +
    'var f=q.getAttribute(P)==="submit"&&(q.tagName==="FORM"?q:q.form);unmark(q);if(f&&f.isConnected)HTMLFormElement.prototype.submit.call(f)})}' +
    // Scripts in order (async=false), data as preloads with CORS, each with its integrity when it has one.
    // One file asked for per task, in the order named: starting a request is main-thread work, and
    // a dozen at once held a tap made meanwhile. The next task is posted, not a timer's (chained
    // timers are held 4 ms each from the fifth on), and before this one's file is asked for: a file
    // refused does not stop the rest.
    'var Q=[],busy=false,C;function at(x){return x.when||"wake"}' +
    'function soon(){var s=w.scheduler;if(s&&s.postTask)return s.postTask(next);' +
    'if(!C&&w.MessageChannel){C=new MessageChannel;C.port1.onmessage=next}if(C)C.port2.postMessage(0);else setTimeout(next,0)}' +
    'function next(){var x=Q.shift(),e;if(!x){busy=false;return}soon();' +
    'if(x.script){e=d.createElement("script");e.src=x.script;e.async=false;if(at(x)==="wake")e.onerror=fail}' +
    'else{e=d.createElement("link");e.rel="preload";e.href=x.href;e.as=x.as}' +
    'if(x.integrity){e.integrity=x.integrity;e.crossOrigin="anonymous"}else if(x.as==="fetch")e.crossOrigin="anonymous";' +
    'd.head.appendChild(e)}' +
    'function load(when){all.forEach(function(x){if(at(x)===when)Q.push(x)});if(!busy){busy=true;next()}}' +
    // Woken by a reach, the files are asked for after the next frame: creating a dozen elements and
    // starting their requests took 11–17 ms of the visitor's own tap at a phone's CPU, before its
    // pressed state or its menu could paint.
    'function wake(later){if(woke)return;woke=true;r.setAttribute("data-app-waking","");' +
    'E.forEach(function(t){w.removeEventListener(t,reach,true)});' +
    'if(later)requestAnimationFrame(function(){setTimeout(load,0,"wake")});else load("wake")}' +
    'function reach(e){if(e.type==="pointerover"&&e.pointerType!=="mouse")return;' +
    'var t=e.target;if(t&&t.closest&&t.closest("[data-app-control],[data-app-intent]")&&!t.closest("[data-behaviour-live]"))wake(true)}' +
    `var E=${JSON.stringify(INTENT_EVENTS)};E.forEach(function(t){w.addEventListener(t,reach,{capture:true,passive:true})});` +
    // After the first paint: what runs without input, and the app where the page needs it at once.
    'requestAnimationFrame(function(){setTimeout(function(){load("paint");' +
    'var m=d.querySelector("meta[name=mars-composition]");' +
    `if(r.hasAttribute("data-auth-hint")||r.hasAttribute("data-country-choice")||r.hasAttribute("data-qa-overrides")||r.hasAttribute("${APP_AT_ONCE_ATTR}")||(m&&/(^|;)qa=/.test(m.content))||d.querySelector("[data-first-view-empty]"))wake()},0)});` +
    // A tap on a control that needs code, before the app: a pressed state, carried out later (one
    // held tap at a time; a held submit stays).
    'function later(){return dead||r.hasAttribute("data-app-live")||r.hasAttribute("data-app-starting")}' +
    'd.addEventListener("click",function(e){if(later())return;' +
    'var c=e.target&&e.target.closest&&e.target.closest("[data-app-control]");if(!c||c.closest("[data-behaviour-live]"))return;e.preventDefault();wake(true);' +
    'var q=d.querySelector("["+P+\'=""]\');if(q)unmark(q);mark(c,"")},true);' +
    // A submit the browser's validation let through, of a form that needs code: held on its
    // submitter (or the form), one per form, carried out later; not when the host holds it already.
    'd.addEventListener("submit",function(e){var f=e.target,m;' +
    'if(later()||e.defaultPrevented||!f.hasAttribute||!f.hasAttribute("data-app-intent"))return;' +
    'm=f.closest("[data-first-view-slot]");if(m&&(m.hasAttribute("data-mounted")||m.hasAttribute("data-remote-failed")))return;' +
    'e.preventDefault();wake(true);f.querySelectorAll("["+P+"=submit]").forEach(unmark);if(f.getAttribute(P)==="submit")unmark(f);' +
    'mark(e.submitter||f,"submit")},true)})();'
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
