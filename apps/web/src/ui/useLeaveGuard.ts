import { useCallback, useEffect, useId, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { errorPageStore } from '../platform/errorPage';
import { sessionStore } from '../platform/session';
import { dirtyForms, isUnloadAllowed } from './unsavedChanges';

export { allowUnload, hasUnsavedChanges } from './unsavedChanges';

export type LeaveGuard = {
  /** A navigation is held until the user chooses. */
  isAsking: boolean;
  stay: () => void;
  leave: () => void;
  /** Lets the next navigation through without asking (after a save that navigates). */
  release: () => void;
};

/**
 * A form with unsaved changes holds every navigation away (links, back, the guard's redirects)
 * until the user chooses leave or stay, and closing or reloading the tab asks the browser to warn
 * (spec 01 section 2.7). An error page or a sign-out drops the hold (spec 01 section 8).
 * Render <LeaveConfirmation guard={...} /> next to the form for the question itself.
 */
export function useLeaveGuard(isDirty: boolean): LeaveGuard {
  const id = useId();
  const isDirtyRef = useRef(isDirty);
  const isReleasedRef = useRef(false);
  const wasSignedIn = useRef(sessionStore.get().auth !== null);

  useEffect(() => {
    isDirtyRef.current = isDirty;
    if (!isDirty) isReleasedRef.current = false;
    if (isDirty) dirtyForms.add(id);
    else dirtyForms.delete(id);
    return () => {
      dirtyForms.delete(id);
    };
  }, [id, isDirty]);

  const isHolding = useCallback(() => {
    if (!isDirtyRef.current || isReleasedRef.current) return false;
    if (errorPageStore.get() !== null) return false;
    return !(wasSignedIn.current && sessionStore.get().auth === null);
  }, []);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isHolding() &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [isHolding],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (!isHolding() || isUnloadAllowed()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    // Marked on the page too, so a browser test waits for the guard rather than for a time.
    document.documentElement.dataset.leaveGuard = 'on';
    return () => {
      window.removeEventListener('beforeunload', warn);
      delete document.documentElement.dataset.leaveGuard;
    };
  }, [isDirty, isHolding]);

  // The form became clean (saved or reset) while a navigation was held: let it go.
  useEffect(() => {
    if (blocker.state === 'blocked' && !isDirty) blocker.proceed();
  }, [blocker, isDirty]);

  return {
    isAsking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    release: () => {
      isReleasedRef.current = true;
    },
  };
}
