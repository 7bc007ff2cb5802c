import { type Toast, useSiteStore } from '@mars/shared';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

/** How long a toast stays; errors stay longer so they can be read. */
export const TOAST_MS = { success: 5000, info: 5000, error: 8000 } as const;

const Region = styled.div`
  position: fixed;
  z-index: 1000;
  right: 16px;
  bottom: 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: min(420px, calc(100vw - 32px));
  pointer-events: none;
`;

const Item = styled.div<{ $kind: Toast['kind'] }>`
  pointer-events: auto;
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  border-left: 4px solid
    ${({ theme, $kind }) => ($kind === 'error' ? theme.color.danger : $kind === 'success' ? theme.color.success : theme.color.signalOnLight)};
  p { margin: 0; flex: 1; }
  button {
    background: none;
    border: 0;
    padding: 2px 6px;
    cursor: pointer;
    color: ${({ theme }) => theme.color.muted};
    font-size: 18px;
    line-height: 1;
  }
`;

function ToastItem({ toast }: { toast: Toast }) {
  const dismiss = useSiteStore((s) => s.dismissToast);
  useEffect(() => {
    const t = setTimeout(() => dismiss(toast.id), TOAST_MS[toast.kind]);
    return () => clearTimeout(t);
  }, [toast, dismiss]);
  return (
    <Item $kind={toast.kind} role={toast.kind === 'error' ? 'alert' : 'status'} data-toast={toast.kind}>
      <p>{toast.message}</p>
      <button type="button" aria-label="Dismiss notification" onClick={() => dismiss(toast.id)}>
        ×
      </button>
    </Item>
  );
}

/**
 * The open modal <dialog>, if any. A modal dialog makes the rest of the page inert, so toasts raised
 * while one is open (sign-in errors) must live inside it to be seen, read out and dismissed.
 */
function useOpenModalDialog(): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    const find = () => {
      const isModal = (d: Element) => {
        try {
          return d.matches(':modal');
        } catch {
          return true; // a browser without :modal: an open dialog here is always shown modally
        }
      };
      const open = [...document.querySelectorAll('dialog[open]')].filter(isModal).pop();
      setDialog((open as HTMLDialogElement | undefined) ?? null);
    };
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return dialog;
}

/** The page's one toaster: every app raises toasts through the shared store. */
export function Toaster() {
  const toasts = useSiteStore((s) => s.toasts);
  const dialog = useOpenModalDialog();
  const region = (
    <Region aria-live="polite" data-toaster="">
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </Region>
  );
  return dialog ? createPortal(region, dialog) : region;
}
