import { SCROLLING_TO_SECTION_ATTR } from '@mars/shared';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { anySlotLoading } from '../federation/slot/loadingSlots';
import { pageWasHydrated } from '../firstView/slots';

/**
 * Sections that skip rendering until near the viewport (content-visibility: auto) have estimated
 * heights, so a scroll past them would land off target. They render while the scroll runs, and
 * keep their real height afterwards. Ends on `scrollend`, or after 2 s when nothing scrolled.
 */
function renderEverythingUntilScrolled(): void {
  const root = document.documentElement;
  root.setAttribute(SCROLLING_TO_SECTION_ATTR, '');
  const done = () => {
    root.removeAttribute(SCROLLING_TO_SECTION_ATTR);
    window.removeEventListener('scrollend', done);
    clearTimeout(fallback);
  };
  window.addEventListener('scrollend', done);
  const fallback = setTimeout(done, 2000);
}

/** How long to wait for a section that a remote has not rendered yet. */
const WAIT_FOR_SECTION_MS = 8000;

/**
 * After a navigation: scroll to the #section when there is one, waiting until the remote that
 * renders it has mounted; otherwise start at the top — unless only the query changed (a blog filter:
 * the visitor stays where they are). Runs on every navigation (location.key), so clicking Get Demo
 * twice scrolls twice. Not when the app takes over a page the edge sent: the browser has already put
 * it where it belongs (at its #section, or wherever the visitor has scrolled since).
 */
export function useScrollOnNavigate(): void {
  const location = useLocation();
  const previousPath = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks each navigation
  useEffect(() => {
    const samePage = previousPath.current === location.pathname;
    const firstRender = previousPath.current === null;
    previousPath.current = location.pathname;
    if (firstRender && pageWasHydrated()) return;
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) {
      if (!samePage) window.scrollTo(0, 0);
      return;
    }
    const go = (el: HTMLElement) => {
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      renderEverythingUntilScrolled();
      el.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
      // A visitor who has already put the focus somewhere (started filling the form) keeps it.
      const active = document.activeElement;
      if (active && active !== document.body) return;
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.focus({ preventScroll: true });
    };
    // Ready when the target exists and no remote above it is still loading (its height would shift it).
    const ready = () => (anySlotLoading() ? null : document.getElementById(id));
    const found = ready();
    if (found) {
      go(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const el = ready();
      if (el) {
        observer.disconnect();
        clearTimeout(timer);
        // Let the section lay out (images sized, fonts) before measuring its position.
        requestAnimationFrame(() => go(el));
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      const el = document.getElementById(id);
      if (el) go(el);
    }, WAIT_FOR_SECTION_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [location.key]);
}
