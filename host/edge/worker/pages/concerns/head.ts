/**
 * Head: what `<head>` gets. The page's own head (declared by the release that renders it, the host's
 * for a 404; rendered by @mars/shared/head in the page's country, naming its twins) in place of the
 * host's default title and description; the composition id; the views' CSS; the preloads of the
 * high-priority images React writes into views (the hero's poster), taken out of the body so the
 * browser asks for them before anything else; the script run before the first frame — a page opened
 * at a #section put there at once, a returning visitor's session hint read (../inlineLoader.ts,
 * beforeFirstPaintScript). A page without a first view gets its own head and
 * the route module's files preloaded, so the app that renders it starts sooner.
 */
import { COMPOSITION_META } from '@mars/shared/composition';
import { countryTwins } from '@mars/shared/country-paths';
import { NOT_FOUND_VIEW, SHELL_VIEW } from '@mars/shared/first-view';
import { escapeAttr, headHtml, headTags } from '@mars/shared/head';
import { remoteOf } from '../address';
import type { RemoteRelease } from '../composition';
import { AFTER_MAIN_ID, beforeFirstPaintScript } from '../inlineLoader';
import { pageLacks, ShellError } from '../shellPlaces';
import { cssOf, withBase } from '../views';
import { type Concern, type Page, tagOf } from './concern';

/** The pages' encoding (the edge sends UTF-8), declared first in <head>. */
const CHARSET = '<meta charset="utf-8">';

/** React's preload of a high-priority image, inside a view. */
const IMAGE_PRELOAD = 'link[rel="preload"][as="image"]';

/**
 * The first paint waits until the page's <main> has been parsed whole (up to the shell's footer,
 * `#site-footer`): a browser short of CPU yields while parsing and may paint a half-parsed page — a
 * header whose actions then widen, a hero centred on its first line that then grows (layout shifts,
 * measured at 0.002–0.055). Chrome's `rel=expect` unblocks once its target is in the document, so the
 * target is the element after <main> (AFTER_MAIN_ID); a page without it renders when parsing ends.
 * Others ignore it.
 */
const RENDER_AFTER_MAIN = `<link rel="expect" href="#${AFTER_MAIN_ID}" blocking="render">`;

const rawText = (s: string) => s.replace(/<\/(style|script)/gi, '<\\/$1');

/** The page's own head tags, from the release that renders it (the host's for a 404), in its country; '' when it has none. */
function ownHead({ config, host, address: a }: Page): string {
  const mainRelease = a.main?.release;
  const head =
    a.status === 404 ? host.firstView?.heads?.[NOT_FOUND_VIEW] : a.main ? (mainRelease?.firstView?.heads?.[a.main.key] ?? null) : null;
  if (!head) return '';
  return headHtml(
    headTags(head, {
      origin: config.publicOrigin,
      releaseBase: a.status === 404 || !mainRelease ? '/' : mainRelease.base,
      siteName: host.firstView?.siteName ?? '',
      ...(host.firstView?.country?.languages ? { country: countryTwins(a.code, a.languages, a.fallback) } : {}),
    }),
  );
}

/**
 * Preload links for the route's remote module: its manifest, its remoteEntry.js and the chunks the
 * module needs at once (the manifest's `sync` list), all from the page's release. A script preload
 * carries the file's integrity and CORS mode, as the script that uses it will (else it is fetched twice).
 * Only for a page without a first view: one with a view needs the remote's code only once the
 * visitor reaches into its slot (host: federation/slot/hydrationGate.ts), so it fetches none before.
 */
function remotePreloads(release: RemoteRelease | null | undefined, moduleId: string): string {
  const manifest = release?.manifest;
  if (!release || !manifest) return '';
  const expose = moduleId.split('/')[1];
  const chunks = manifest.exposes?.find((e) => e.name === expose)?.assets.js.sync ?? [];
  const files = [manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js', ...chunks];
  const links: { href: string; as: string; integrity?: string | undefined }[] = [
    { href: release.manifestUrl, as: 'fetch' },
    ...files.map((f) => ({ href: release.base + f, as: 'script', integrity: manifest.mars?.integrity?.[f] })),
  ];
  return links
    .map(
      ({ href, as, integrity }) =>
        `<link rel="preload" href="${escapeAttr(href)}" as="${as}"${as === 'fetch' || integrity ? ' crossorigin' : ''}${integrity ? ` integrity="${escapeAttr(integrity)}"` : ''} fetchpriority="low">`,
    )
    .join('');
}

/**
 * The CSS the page's views use: the shell's and its page's, then each placed release's — for a view
 * its release's renderer composed from the address, the rules it rendered with.
 */
function viewsCss({ shell, address: a, placed, addressCss }: Page): string {
  const css = [cssOf(shell, [SHELL_VIEW, a.status === 404 ? NOT_FOUND_VIEW : a.main?.route.page])];
  const published = placed.keys.filter((key) => !addressCss.has(key));
  for (const release of placed.releases.values()) css.push(withBase(cssOf(release?.firstView, published), release?.base ?? ''));
  for (const [key, rules] of addressCss) css.push(withBase(rules.join('\n'), placed.releases.get(remoteOf(key))?.base ?? ''));
  return css.filter(Boolean).join('\n');
}

export const head: Concern = (page) => {
  const { shell, config, address: a } = page;
  const own = ownHead(page);
  const compositionMeta = config.composition ? `<meta name="${COMPOSITION_META}" content="${escapeAttr(config.composition)}">` : '';
  const beforePaint = shell
    ? beforeFirstPaintScript({
        authHint: shell.authHint?.storageKey,
        countryChoice: shell.countryChoice?.storageKey,
        qaOverrides: shell.qaOverrides,
      })
    : '';
  const images: string[] = [];
  let sawHead = false;
  // The host's default <title> and description give way to the page's own.
  const givesWay: HTMLRewriterElementContentHandlers = {
    element(el) {
      if (own) el.remove();
    },
  };
  return {
    ...(beforePaint ? { inlineScripts: [beforePaint] } : {}),
    views: shell
      ? {
          [IMAGE_PRELOAD]: {
            element(el) {
              images.push(tagOf(el));
              el.remove();
            },
          },
        }
      : undefined,
    document: {
      head: {
        element(el) {
          sawHead = true;
          if (!shell) {
            el.prepend(compositionMeta, { html: true });
            el.append(`${own}${a.status === 200 && a.main ? remotePreloads(a.main.release, a.main.route.module) : ''}`, { html: true });
            return;
          }
          // First: the encoding (it must be within the document's first 1,024 bytes: the shell's own is
          // taken out below), the composition id, the script run before any frame, the LCP image preloads.
          el.prepend(
            `${CHARSET}${compositionMeta}${beforePaint ? `<script>${beforePaint}</script>` : ''}${[...new Set(images)].join('')}`,
            { html: true },
          );
          el.append(`${own}<style data-first-view>${rawText(viewsCss(page))}</style>${RENDER_AFTER_MAIN}`, { html: true });
        },
      },
      title: givesWay,
      'meta[name="description"]': givesWay,
      'head meta[charset]': {
        element(el) {
          if (shell) el.remove();
        },
      },
    },
    done() {
      if (!sawHead) throw new ShellError(pageLacks(page.hostName, 'head'));
    },
  };
};
