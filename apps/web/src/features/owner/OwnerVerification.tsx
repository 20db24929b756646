import { Alert, Anchor, Box, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailForward, IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isCancelledRequest } from '../../platform/api';
import { sendOwnerPin, verifyOwnerPin } from './api';
import { clearPinSent, isPinSent, markPinSent, saveFeatureToken } from './featureToken';

const PIN_LENGTH = 6;

function messageOf(error: unknown, fallback: string): string | null {
  if (isCancelledRequest(error)) return null;
  return isApiError(error) && error.kind !== 'network' && error.message ? error.message : fallback;
}

/**
 * Step one of owner verification: mail the PIN. The pin-sent flag keeps it from being sent at every
 * visit; "Send a new PIN" is there for a mail that never came.
 */
export function SendPinStep({ email, onSent }: { email: string; onSent?: () => void }) {
  const { t } = useTranslation();
  const [isSent, setSent] = useState(isPinSent);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await sendOwnerPin();
      markPinSent();
      setSent(true);
      onSent?.();
    } catch (caught) {
      setError(messageOf(caught, t('errors.connection')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('liveShell.owner.description', { email })}
      </Text>
      {isSent ? (
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" data-testid="owner-pin-sent">
            {t('liveShell.owner.pinSent', { email })}
          </Text>
          <Anchor component="button" type="button" size="sm" onClick={() => void send()}>
            {t('liveShell.owner.sendAgain')}
          </Anchor>
        </Group>
      ) : (
        <Group>
          <Button
            leftSection={<IconMailForward size={16} />}
            loading={isBusy}
            onClick={() => void send()}
            data-testid="owner-send-pin"
          >
            {t('liveShell.owner.sendPin')}
          </Button>
        </Group>
      )}
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {error}
        </Alert>
      )}
    </Stack>
  );
}

/** Step two: the 6-digit PIN for a feature token, stored for the Auth-Feature header. */
export function PinStep({ userId, onVerified }: { userId: string; onVerified: () => void }) {
  const { t } = useTranslation();
  const [pin, setPin] = useState('');
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const verify = async (value: string) => {
    if (isBusy) return;
    if (!new RegExp(`^\\d{${PIN_LENGTH}}$`).test(value)) {
      setError(t('liveShell.owner.pinIncomplete'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await verifyOwnerPin(userId, value);
      if (!answer.featureToken) throw new Error(t('errors.connection'));
      saveFeatureToken({ token: answer.featureToken, expiresTimeStamp: answer.expiresTimeStamp });
      clearPinSent();
      onVerified();
    } catch (caught) {
      setError(messageOf(caught, t('errors.connection')));
      setPin('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void verify(pin);
      }}
    >
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {t('liveShell.owner.pinLabel')}
        </Text>
        {/* Digits read left to right in every language, Arabic included. */}
        <Box dir="ltr" w="fit-content">
          <PinInput
            length={PIN_LENGTH}
            type="number"
            oneTimeCode
            value={pin}
            onChange={setPin}
            onComplete={(value) => void verify(value)}
            error={error !== null}
            aria-label={t('liveShell.owner.pinLabel')}
            data-testid="owner-pin"
          />
        </Box>
        {error && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="owner-pin-error">
            {error}
          </Alert>
        )}
        <Group>
          <Button
            type="submit"
            leftSection={<IconShieldCheck size={16} />}
            loading={isBusy}
            data-testid="owner-verify"
          >
            {t('liveShell.owner.verify')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
