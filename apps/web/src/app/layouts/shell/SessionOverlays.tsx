import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { startActivityTracking } from '../../../platform/activity';
import { SupportLauncher } from '../../../features/support/SupportLauncher';
import { postToTabs } from '../../../platform/broadcast';
import { openSessionPrompt, useSession } from '../../../platform/session';
import { ServerDisconnectedModal } from '../../../ui/ServerDisconnectedModal';
import { SessionPromptModal } from '../../../ui/SessionPromptModal';
import { UpdateBanner } from '../../../ui/UpdateBanner';
import { useCurrentRoute } from '../../routes/hooks';

/**
 * What a signed-in tab shows on every layout (the shell, the blocked screen, the check-in kiosk):
 * activity tracking with its still-there prompt, the session and disconnect modals and the update
 * banner. Its own chunk, loaded once someone is signed in, so the sign-in page never downloads it.
 */
export default function SessionOverlays() {
  const { auth } = useSession();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const userId = auth?.user.id;
  // Read by the tracker at each check: the route may change between two checks.
  const isIdleChecked = useRef(false);
  isIdleChecked.current = Boolean(auth && !auth.isRemembered && route?.isActivityTracked);

  useEffect(() => {
    if (!userId) return undefined;
    return startActivityTracking({
      broadcast: (at) => postToTabs({ type: 'activity', userId, at }),
      isIdleChecked: () => isIdleChecked.current,
      onIdle: () => openSessionPrompt('inactivity'),
    });
  }, [userId]);

  const tellOtherTabs = () => {
    if (userId) postToTabs({ type: 'activity', userId, at: Date.now() });
  };

  return (
    <>
      <UpdateBanner />
      {auth && (
        <SupportLauncher userType={auth.user.type} isHidden={route?.isChatHidden ?? false} />
      )}
      <SessionPromptModal onContinue={tellOtherTabs} />
      <ServerDisconnectedModal pathname={pathname} />
    </>
  );
}
