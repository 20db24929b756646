import { isUserActive, recordActivity } from '../activity';
import {
  closeSessionPrompt,
  replacePermissions,
  sessionPromptStore,
  sessionStore,
  signOut,
} from '../session';
import { createStore } from '../store';
import { onTabMessage, type DepositState, type TabMessage } from '.';

/** The latest word of a deposit processed in another tab of the same user, and when it came. */
export const otherTabDepositStore = createStore<{ state: DepositState; at: number } | null>(null);

/** What a tab does with another tab's message about the same user. */
export function handleTabMessage(message: TabMessage): void {
  const user = sessionStore.get().auth?.user;
  if (!user || message.userId !== user.id) return;
  switch (message.type) {
    case 'sign-out':
      signOut({ isServerCalled: false, isFromOtherTab: true });
      return;
    case 'permission-change':
      replacePermissions(message.permissions);
      return;
    case 'activity': {
      recordActivity(message.at, { isLocal: false });
      // Someone is at work in another tab: this tab's "still there?" question is answered.
      const prompt = sessionPromptStore.get();
      if (prompt?.kind === 'inactivity' && isUserActive()) closeSessionPrompt();
      return;
    }
    case 'processing-deposit':
      // The seller's shell shows it (features/transactions/DepositInOtherTab.tsx).
      otherTabDepositStore.set({ state: message.state, at: Date.now() });
      return;
  }
}

/** Listens to the other tabs while signed in; returns the unsubscribe. */
export function startTabSync(): () => void {
  return onTabMessage(handleTabMessage);
}
