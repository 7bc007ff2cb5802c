/**
 * When the page arrived with a first view (static HTML from the edge), the app starts only after
 * that view's high-priority images (the hero's poster: the largest paint) have been decoded and a
 * frame has been drawn, at most `capMs` later. Booting React first would put seconds of script work
 * on a phone between the poster's arrival and its paint; the visitor sees the page either way.
 */
export function afterFirstViewPaint(doc: Document = document, capMs = 1000): Promise<void> {
  const view = doc.querySelector('#root[data-first-view]');
  if (!view) return Promise.resolve();
  const images = [...view.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  const decoded = Promise.all(images.map((img) => img.decode().catch(() => undefined)));
  const painted = decoded.then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  const cap = new Promise<void>((resolve) => setTimeout(resolve, capMs));
  return Promise.race([painted, cap]);
}
