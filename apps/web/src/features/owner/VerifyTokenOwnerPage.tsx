import { Alert, Button, Divider, Paper, Stack } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { useStore } from '../../platform/store';
import { PageHeader } from '../../ui/PageHeader';
import {
  AFTER_VERIFICATION_PATH,
  featureTokenStore,
  isFeatureTokenValid,
  takeAwaitedRoute,
} from './featureToken';
import { PinStep, SendPinStep } from './OwnerVerification';

/** /p/verify-token-owner: the owner opens the management screens with a mailed PIN. */
export default function VerifyTokenOwnerPage() {
  const { t, i18n } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const token = useStore(featureTokenStore);
  if (!user) return null;
  const goOn = () => navigate(takeAwaitedRoute() ?? AFTER_VERIFICATION_PATH, { replace: true });
  const until = token?.expiresTimeStamp
    ? new Date(token.expiresTimeStamp).toLocaleString(i18n.language)
    : '';
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p="lg" maw={560} data-testid="verify-owner">
        {isFeatureTokenValid(token) ? (
          <Stack>
            <Alert color="teal" icon={<IconShieldCheck size={18} />} data-testid="owner-verified">
              {t('liveShell.owner.verified', { time: until })}
            </Alert>
            <Button onClick={goOn} w="fit-content">
              {t('liveShell.owner.continue')}
            </Button>
          </Stack>
        ) : (
          <Stack gap="lg">
            <SendPinStep email={user.email} />
            <Divider />
            <PinStep userId={user.id} onVerified={goOn} />
          </Stack>
        )}
      </Paper>
    </>
  );
}
