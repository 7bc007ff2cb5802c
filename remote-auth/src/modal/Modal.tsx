import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useEffect, useRef } from 'react';
import styled from 'styled-components';

const Dialog = styled.dialog`
  width: min(440px, calc(100vw - 24px));
  max-height: calc(100vh - 24px);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow: 0 24px 64px rgba(2, 6, 23, 0.45);
  &::backdrop { background: rgba(11, 18, 32, 0.72); }
`;

const Body = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  ${({ theme }) => theme.media.mobile} { padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)}; }
`;

const Close = styled.button`
  position: absolute;
  top: 10px;
  right: 10px;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: none;
  font-size: 22px;
  color: ${({ theme }) => theme.color.muted};
  cursor: pointer;
  &:hover { background: ${({ theme }) => theme.color.paper}; }
`;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/**
 * An accessible modal on the native <dialog>: the page behind is inert, focus is trapped (Tab
 * wraps), Escape closes. Clicking the backdrop never closes it (a half-filled form is not lost),
 * and does nothing else either: the browser would move focus out of the field being typed in to the
 * dialog, and a double or triple press would select text in it (the close button's ×) — on a phone
 * a slow one, the selection's forced layout of the whole page.
 */
export function Modal({
  labelledBy,
  onClose,
  onUse,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  /**
   * The visitor pointed at, pressed, typed or autofilled something in the dialog (at each; the caller
   * keeps the first). Not a press on the backdrop, which does nothing.
   */
  onUse?: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    opener.current = document.activeElement;
    // The field to start in, named to the browser, so that showModal() focuses it itself: otherwise
    // it focuses the × and our focus() moves on a moment later — two announcements to a screen
    // reader, and on a phone another style pass and round of focus events in the opening task.
    const start = dialog.querySelector<HTMLElement>('[data-autofocus]');
    start?.setAttribute('autofocus', '');
    if (!dialog.open) dialog.showModal();
    // A browser that does not honour it in a dialog (and jsdom, which has no showModal of its own).
    if (start && document.activeElement !== start) start.focus();
    return () => {
      dialog.close();
      if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
    };
  }, []);

  const used = (e: SyntheticEvent) => {
    if (e.target !== e.currentTarget) onUse?.();
  };
  const onUseListeners = onUse
    ? { onKeyDownCapture: used, onPointerOverCapture: used, onPointerDownCapture: used, onInputCapture: used }
    : {};

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    // An Escape here is the dialog's: it closes the dialog and nothing else. The page's menus listen
    // for Escape on the document; the phone's, which Login is chosen from, would close behind the
    // dialog, and focus, which goes back to Login, would be lost with it.
    if (e.key === 'Escape') e.stopPropagation();
    if (e.key !== 'Tab') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter((el) => el.offsetParent !== null);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <Dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onKeyDown={onKeyDown}
      {...onUseListeners}
      // The dialog has no padding: a press on the dialog itself is a press on its backdrop.
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) e.preventDefault();
      }}
      onCancel={(e) => {
        e.preventDefault(); // we close through React state, so the dialog and the state never disagree
        onClose();
      }}
    >
      <Body>
        <Close type="button" aria-label="Close" onClick={onClose}>
          ×
        </Close>
        {children}
      </Body>
    </Dialog>
  );
}
