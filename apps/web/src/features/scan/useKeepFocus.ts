import { useCallback, useEffect, type RefObject } from 'react';

/**
 * Something else asked for the keyboard: another field, a menu, or an open dialog, even while its
 * own input is briefly unfocused (the staff modal's input is disabled while its scan is checked,
 * and must get the focus back itself when the check fails).
 */
function isFocusTakenElsewhere(): boolean {
  if (document.querySelector('[role="dialog"][aria-modal="true"]')) return true;
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return true;
}

/**
 * Keeps a scan input focused for a keyboard-wedge scanner: focus returns to it whenever nothing
 * else holds the keyboard (after a click on the page, a closed dialog), and a key typed while
 * nothing is focused lands in it. Fields and dialogs that take focus keep it.
 */
export function useKeepFocus(input: RefObject<HTMLInputElement | null>): () => void {
  const focus = useCallback(() => {
    window.setTimeout(() => {
      if (!isFocusTakenElsewhere()) input.current?.focus();
    }, 0);
  }, [input]);

  useEffect(() => {
    // The page's code may arrive after the staff modal opened and took the keyboard (a slow
    // machine, a cold cache): mounting late must not pull the focus out of that modal.
    if (!isFocusTakenElsewhere()) input.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFocusTakenElsewhere() && !event.ctrlKey && !event.metaKey && !event.altKey) {
        input.current?.focus();
      }
    };
    const onFocusOut = () => focus();
    window.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [input, focus]);

  return useCallback(() => {
    window.setTimeout(() => input.current?.focus(), 0);
  }, [input]);
}
