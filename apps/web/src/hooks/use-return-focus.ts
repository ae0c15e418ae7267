import { useCallback, useRef } from 'react';

/**
 * Where focus goes back to when a dialog closes: the control that opened it. `remember()` is called
 * when the dialog opens; a menu item is not a place to return to (the menu is gone), so its menu's
 * trigger is kept instead. `restore` is the dialog's `onCloseAutoFocus`: it focuses that control, or,
 * if a refetch replaced it, the control now carrying the same accessible name.
 */
export function useReturnFocus() {
  const opener = useRef<{ element: HTMLElement; label: string | null } | null>(null);

  const remember = useCallback(() => {
    let element = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const menu = element?.closest('[role="menu"]');
    if (menu?.id) {
      element = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`) ?? element;
    }
    opener.current =
      element && element !== document.body ? { element, label: element.getAttribute('aria-label') } : null;
  }, []);

  const restore = useCallback((event: Event) => {
    const target = opener.current;
    if (!target) return;
    let element: HTMLElement | null = target.element;
    if (!element.isConnected && target.label) {
      element = document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(target.label)}"]`);
    }
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus({ preventScroll: true });
  }, []);

  return { remember, restore };
}

/**
 * For a dialog's content: remembers what had focus when it opened (Radix's open-autofocus event
 * fires before focus moves in) and gives it focus back on close, unless the caller's own
 * `onCloseAutoFocus` already placed it. Radix returns focus only to a Dialog.Trigger; these dialogs
 * open from buttons, row clicks and menus.
 */
export function useFocusBack(
  onOpenAutoFocus?: (event: Event) => void,
  onCloseAutoFocus?: (event: Event) => void,
) {
  const { remember, restore } = useReturnFocus();
  const onOpen = useCallback(
    (event: Event) => {
      remember();
      onOpenAutoFocus?.(event);
    },
    [remember, onOpenAutoFocus],
  );
  const onClose = useCallback(
    (event: Event) => {
      onCloseAutoFocus?.(event);
      if (!event.defaultPrevented) restore(event);
    },
    [onCloseAutoFocus, restore],
  );
  return { onOpenAutoFocus: onOpen, onCloseAutoFocus: onClose };
}
