/**
 * Late loads: the host's own scripts, script and data preloads are taken out of its index.html and listed in
 * `#first-view-late`, which the page's one inline script (../inlineLoader.ts, its CSP hash in the
 * header) loads later: what runs without input (`when: "paint"` — the host's scripts marked
 * `data-when="paint"`, real-visitor metrics; a view's behaviour scripts, the hero's player) once the
 * first view has painted, the app itself when the visitor reaches for something that needs it. The
 * remote's files are not listed: only a visitor reaching into its slot needs them (the host's
 * hydration gate). A page without a first view keeps index.html's scripts. The 404 page is marked for
 * the inline script, which logs its path; a route that asks for its code at once (`hydrate: 'load'`,
 * or `loadWith` and this address carries one of its parameters: its HTML cannot show what the address
 * asks for) is marked `data-app-at-once`, and the inline script wakes the app after the first paint.
 */
import { NOT_FOUND_ATTR } from '@mars/shared/first-view';
import { loadsAtOnce } from '@mars/shared/routes';
import { CONFIG_PATH } from '../../config/variantConfig';
import { APP_AT_ONCE_ATTR, inlineLoader, LATE_LOADS_ID } from '../inlineLoader';
import { pageLacks, ShellError } from '../shellPlaces';
import { type Concern, tagOf } from './concern';

/** What the inline script fetches: when (`paint`, or the default: when the visitor reaches for the app), with its integrity if it has one. */
type LateLoad = ({ script: string } | { href: string; as: string }) & { when?: 'paint'; integrity?: string };

export const lateLoads: Concern = (page) => {
  if (!page.shell) return {};
  const script = inlineLoader();
  const data: LateLoad[] = [];
  const scripts: LateLoad[] = [];
  const misplaced: string[] = [];
  let seen = false;
  /** What the page's views need without input (the hero's player), from the releases that sent them. */
  const behaviours: LateLoad[] = [...page.placed.releases.values()].flatMap((release) =>
    release
      ? [...page.placed.keys].flatMap((key) =>
          (release.firstView?.behaviours?.[key] ?? []).map((b) => ({
            script: release.base + b.file,
            integrity: b.integrity,
            when: 'paint' as const,
          })),
        )
      : [],
  );
  return {
    inlineScripts: [script],
    document: {
      html: {
        element(el) {
          if (page.address.status === 404) el.setAttribute(NOT_FOUND_ATTR, '');
          // A route whose HTML cannot show what its address asks for wants its code at once — unless its
          // release's renderer composed that view from the address (addressViews.ts).
          const main = page.address.main;
          if (main && !page.addressCss.has(main.key) && loadsAtOnce(main.route, page.query)) el.setAttribute(APP_AT_ONCE_ATTR, '');
        },
      },
      'link[rel="preload"][as="fetch"]': {
        element(el) {
          const href = el.getAttribute('href') ?? '';
          if (seen) misplaced.push(tagOf(el));
          // The config of this page's variant, the one its app will ask for.
          data.push({ href: href === CONFIG_PATH ? page.configUrl : href, as: 'fetch' });
          el.remove();
        },
      },
      // The files the app starts with (the host's build lists them): fetched together with its first
      // script when the visitor reaches for it, not one after another as each asks for the next.
      'link[rel="preload"][as="script"]': {
        element(el) {
          if (seen) misplaced.push(tagOf(el));
          scripts.push({ href: el.getAttribute('href') ?? '', as: 'script' });
          el.remove();
        },
      },
      'script[src]': {
        element(el) {
          if (seen) misplaced.push(tagOf(el));
          const src = el.getAttribute('src') ?? '';
          scripts.push(el.getAttribute('data-when') === 'paint' ? { script: src, when: 'paint' } : { script: src });
          el.remove();
        },
      },
      [`#${LATE_LOADS_ID}`]: {
        element(el) {
          seen = true;
          const list = JSON.stringify([...data, ...scripts, ...behaviours]).replace(/</g, '\\u003c');
          el.setInnerContent(list, { html: true });
          el.after(`<script>${script}</script>`, { html: true });
        },
      },
    },
    done() {
      if (!seen) throw new ShellError(pageLacks(page.hostName, `#${LATE_LOADS_ID}`));
      if (misplaced.length)
        throw new ShellError(
          `${page.hostName}: its index.html loads ${misplaced.join(', ')} after #${LATE_LOADS_ID}, which lists what the page loads`,
        );
    },
  };
};
