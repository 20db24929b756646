import { isUserActive, recordActivity } from '../activity';
import {
  closeSessionPrompt,
  replacePermissions,
  sessionPromptStore,
  sessionStore,
  signOut,
} from '../session';
import { onTabMessage, type TabMessage } from '.';

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
      return; // the deposit screens listen for it themselves
  }
}

/** Listens to the other tabs while signed in; returns the unsubscribe. */
export function startTabSync(): () => void {
  return onTabMessage(handleTabMessage);
}
