/**
 * Which remote a measurement belongs to. Every slot's DOM is marked with its remote and release
 * (`data-remote`, `data-release`: by the edge in the first view, by RemoteSlot once mounted), and each
 * remote's files come from its own origin, so a node or a script URL names its owner.
 */

/** The remote whose slot holds this node; null for the host's own DOM. */
export function remoteOfNode(node: Node | null | undefined): string | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest('[data-remote]')?.getAttribute('data-remote') ?? null;
}

/** The remote a script URL is served from (by its origin in the run-time config); null otherwise. */
export function remoteOfUrl(url: string | undefined, remotes: Record<string, string> | undefined): string | null {
  if (!url || !remotes) return null;
  let origin: string;
  try {
    origin = new URL(url, location.href).origin;
  } catch {
    return null;
  }
  if (origin === location.origin) return null;
  for (const [remote, manifest] of Object.entries(remotes)) {
    try {
      if (new URL(manifest, location.href).origin === origin) return remote;
    } catch {
      // not a URL: not this remote
    }
  }
  return null;
}

/** The first script URL in an error's stack (where it was thrown). */
export const scriptOfStack = (stack: string | undefined): string | undefined => stack?.match(/https?:\/\/[^\s)]+?\.m?js/)?.[0];

/** Each remote shown on the page and its release, from the slots' marks. */
export function pageRemotes(doc: Document = document): Record<string, string> {
  const found: Record<string, string> = {};
  for (const el of doc.querySelectorAll('[data-remote][data-release]')) {
    const remote = el.getAttribute('data-remote');
    const release = el.getAttribute('data-release');
    if (remote && release) found[remote] = release;
  }
  return found;
}

/** A short, stable description of a node for a report: tag, id, first class. No text content. */
export function describeNode(node: Node | null | undefined): string {
  const el = node instanceof Element ? node : (node?.parentElement ?? null);
  if (!el) return '';
  const id = el.id ? `#${el.id}` : '';
  const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/)[0]}` : '';
  return `${el.tagName.toLowerCase()}${id}${cls}`.slice(0, 120);
}
