import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { unsavedChangesMessages } from '@app/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** The words of every "discard unsaved changes?" question (read while rendering: in the language shown). */
export const discardTexts = unsavedChangesMessages;

/** Asks before unsaved changes are thrown away: a dialog's Escape, outside click or Cancel. */
export function DiscardChangesDialog({
  open,
  onDiscard,
  onKeep,
}: {
  open: boolean;
  onDiscard: () => void;
  onKeep: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={discardTexts.title}
      description={discardTexts.description}
      confirmLabel={discardTexts.confirm}
      destructive
      onConfirm={() => {
        onDiscard();
        return Promise.resolve();
      }}
      onCancel={onKeep}
    />
  );
}

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * While `dirty`, leaving the page asks first: a reload or closing the tab gets the browser's own
 * question (beforeunload); a link inside the app (sidebar, header, menus) gets the discard dialog this
 * returns, and goes on only when the changes are discarded. (The app uses a declarative router, which
 * has no navigation blocker, so links are caught where they are clicked.)
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a value is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainLeftClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
        return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      const to = `${url.pathname}${url.search}${url.hash}`;
      if (to === `${window.location.pathname}${window.location.search}${window.location.hash}`) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(to);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return (
    <DiscardChangesDialog
      open={pending !== null}
      onKeep={() => setPending(null)}
      onDiscard={() => {
        const to = pending;
        setPending(null);
        if (to) void navigate(to);
      }}
    />
  );
}
