/**
 * A history traversal the page cannot show without its app: after a recovery's full load
 * (staleRelease.ts), the browser may take Back to the page the visitor left as a move inside this
 * document (the entry was the old document's, made by its router); until the app has taken this page
 * over, nothing would render that address, and the page would keep showing the other one under it.
 * Such a traversal — to another path or query; a #section is the page's own — loads the page whole.
 */
const addressOf = (l: { pathname: string; search: string }) => `${l.pathname}${l.search}`;

export function loadWholeOnTraversal(win: Window = window, reload: () => void = () => win.location.reload()): void {
  const loaded = addressOf(win.location);
  win.addEventListener('popstate', () => {
    if (win.document.documentElement.hasAttribute('data-app-live')) return; // the app's router shows it
    if (addressOf(win.location) !== loaded) reload();
  });
}
