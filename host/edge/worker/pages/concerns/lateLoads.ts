/**
 * Late loads: the host's own scripts and data preloads are taken out of its index.html and listed in
 * `#first-view-late`, which the page's one inline script (../inlineLoader.ts, its CSP hash in the
 * header) loads once the first view has painted: on a slow link the page's HTML and its largest image
 * get the bandwidth first. The remote's files are not listed: only a visitor reaching into its slot
 * needs them (the host's hydration gate). A page without a first view keeps index.html's scripts.
 */
import { CONFIG_PATH } from '../../config/variantConfig';
import { inlineLoader, LATE_LOADS_ID } from '../inlineLoader';
import { pageLacks, ShellError } from '../shellPlaces';
import { type Concern, tagOf } from './concern';

/** What the inline script fetches once the first view has painted. */
type LateLoad = { script: string } | { href: string; as: string };

export const lateLoads: Concern = (page) => {
  if (!page.shell) return {};
  const script = inlineLoader();
  page.inlineScripts.push(script);
  const data: LateLoad[] = [];
  const scripts: LateLoad[] = [];
  const misplaced: string[] = [];
  let seen = false;
  return {
    document: {
      'link[rel="preload"][as="fetch"]': {
        element(el) {
          const href = el.getAttribute('href') ?? '';
          if (seen) misplaced.push(tagOf(el));
          // The config of this page's variant, the one its app will ask for.
          data.push({ href: href === CONFIG_PATH ? page.configUrl : href, as: 'fetch' });
          el.remove();
        },
      },
      'script[src]': {
        element(el) {
          if (seen) misplaced.push(tagOf(el));
          scripts.push({ script: el.getAttribute('src') ?? '' });
          el.remove();
        },
      },
      [`#${LATE_LOADS_ID}`]: {
        element(el) {
          seen = true;
          const list = JSON.stringify([...data, ...scripts]).replace(/</g, '\\u003c');
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
