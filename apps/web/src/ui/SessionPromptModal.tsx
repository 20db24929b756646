import { Button, Group, Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { continueSession, sessionPromptStore, signOut } from '../platform/session';
import { useStore } from '../platform/store';
import { useSecondsUntil } from './useCountdown';
import { BlockingModal } from './BlockingModal';

/**
 * The session modal (spec 01 section 2.8): "still there?" after inactivity, or the token-expiry
 * confirmation; a 30-second countdown, Continue or Logout. The countdown and the sign-out at zero
 * are kept by the session (platform/session/prompt.ts); this only shows them.
 */
export function SessionPromptModal({ onContinue }: { onContinue?: () => void }) {
  const { t } = useTranslation();
  const prompt = useStore(sessionPromptStore);
  const seconds = useSecondsUntil(prompt?.endsAt ?? null);
  const isInactivity = prompt?.kind === 'inactivity';
  return (
    <BlockingModal
      opened={prompt !== null}
      zIndex={1100}
      title={t(
        isInactivity ? 'liveShell.session.inactivityTitle' : 'liveShell.session.expiryTitle',
      )}
      testId="session-prompt"
      icon={<IconClockPause size={20} />}
      color="yellow"
      message={
        <Text size="sm" data-testid="session-prompt-text">
          {t(isInactivity ? 'liveShell.session.inactivityBody' : 'liveShell.session.expiryBody', {
            timeInSeconds: seconds,
          })}
        </Text>
      }
    >
      <Group justify="flex-end">
        <Button variant="default" onClick={() => signOut()} data-testid="session-logout">
          {t('liveShell.session.logout')}
        </Button>
        <Button
          onClick={() => {
            void continueSession();
            onContinue?.();
          }}
          data-testid="session-continue"
        >
          {t('liveShell.session.continue')}
        </Button>
      </Group>
    </BlockingModal>
  );
}
