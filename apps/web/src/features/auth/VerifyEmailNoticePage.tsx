import { Alert, Button, Group } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { signOut, useCurrentUser } from '../../platform/session';
import { accountsApi } from '../accounts/api';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { GuestCard } from '../accounts/GuestCard';
import { ResultPanel } from '../../ui/ResultPanel';

/** /verify-email: a signed-in user whose e-mail is not verified yet waits here (guard). */
export default function VerifyEmailNoticePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const resend = useMutation({ mutationFn: accountsApi.requestVerificationMail });
  return (
    <GuestCard>
      <ResultPanel
        kind="mail"
        title={t('accounts.verify.noticeTitle')}
        text={t('accounts.verify.noticeText', { email: user?.email ?? '' })}
        testId="verify-notice"
      >
        <ApiErrorAlert error={resend.error} />
        {resend.isSuccess && (
          <Alert color="teal" title={t('accounts.verify.resentTitle')} data-testid="verify-resent">
            {t('accounts.verify.resentText')}
          </Alert>
        )}
        <Group justify="center" gap="sm">
          <Button
            onClick={() => resend.mutate()}
            loading={resend.isPending}
            data-testid="verify-notice-resend"
          >
            {t('accounts.verify.resend')}
          </Button>
          <Button variant="default" onClick={() => signOut()} data-testid="verify-notice-logout">
            {t('shell.logout')}
          </Button>
        </Group>
      </ResultPanel>
    </GuestCard>
  );
}
