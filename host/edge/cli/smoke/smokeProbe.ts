/**
 * What the smoke check (smoke.ts) asks of a page, run in that page: has the release's own module
 * mounted in its slot, has the slot fallen back, or neither yet. "Rendered" is the mark the host's
 * slot sets from the module's own mount (`data-mounted="<release>"`, federation/RemoteSlot.tsx; a
 * quiet slot's — remote-auth's modal — on <html>): the edge's first view, a loading placeholder and
 * a fallback never carry it, whatever release they name.
 *
 * Self-contained (it is sent to the browser as source): no imports, no outer variables. Its argument:
 * the remote, the release and how the route reaches the slot.
 */
export type Reach = 'load' | 'scroll' | 'login';

export function smokeProbe([name, release, reach]: [string, string, Reach]): 'fallback' | 'failed' | 'rendered' | false {
  if (document.querySelector(`[data-remote-fallback="${name}"]`)) return 'fallback';
  // A slot the edge sent as HTML keeps it when its code cannot be loaded (refused, unreachable).
  if (document.querySelector(`[data-remote-failed="${name}"]`)) return 'failed';
  if (reach === 'login') {
    const marks = (document.documentElement.getAttribute('data-remotes-mounted') ?? '').split(' ');
    return marks.includes(`${name}@${release}`) && document.querySelector('dialog[open]') ? 'rendered' : false;
  }
  const slot = document.querySelector(`[data-remote="${name}"][data-mounted="${CSS.escape(release)}"]`);
  if (slot && !slot.querySelector('[data-remote-loading]')) return 'rendered';
  // A deferred slot loads when a visitor nears it.
  if (reach === 'scroll') document.querySelector(`[data-remote-deferred="${name}"]`)?.scrollIntoView();
  return false;
}
