import { Alert, Button, Center, Loader } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { updateUser, useCurrentUser } from '../../platform/session';
import { accountsApi, tokenProblemOf } from '../accounts/api';
import { ApiErrorAlert, useApiErrorText } from '../../ui/ApiErrorAlert';
import { GuestCard, useNextStep } from '../accounts/GuestCard';
import { ResultPanel } from '../../ui/ResultPanel';

export const VERIFIED_PATH = '/verify-email-successfully';

/**
 * The link of the verification mail, /verify-email/:token (spec 01 section 2.1): confirms the
 * e-mail and moves on to the success page; an expired link offers a new mail.
 */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const next = useNextStep();
  // A query, not an effect: the answer is shared by React's double mount in development, so the
  // one-time token is spent once.
  const verify = useQuery({
    queryKey: ['accounts', 'verify-email', token],
    queryFn: () => accountsApi.verifyEmail(token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const resend = useMutation({ mutationFn: () => accountsApi.resendVerification(token) });

  const problem = isApiError(verify.error) ? tokenProblemOf(verify.error.errors) : null;
  const errorText = useApiErrorText(problem === null ? verify.error : null);
  const isVerified = verify.isSuccess;
  useEffect(() => {
    if (!isVerified) return;
    if (user && !user.isVerified) updateUser({ isVerified: true });
    void navigate(VERIFIED_PATH, { replace: true });
  }, [isVerified, user, navigate]);

  if (verify.isPending || verify.isSuccess) {
    return (
      <GuestCard>
        <Center py="xl">
          <Loader aria-label={t('app.loading')} />
        </Center>
      </GuestCard>
    );
  }

  if (problem === 'expired') {
    return (
      <GuestCard>
        {resend.isSuccess ? (
          <ResultPanel
            kind="mail"
            title={t('accounts.verify.resentTitle')}
            text={t('accounts.verify.resentText')}
            testId="verify-resent"
          />
        ) : (
          <ResultPanel
            kind="problem"
            title={t('accounts.verify.expiredTitle')}
            text={t('accounts.verify.expiredText')}
            testId="verify-expired"
          >
            <ApiErrorAlert error={resend.error} />
            <Button
              onClick={() => resend.mutate()}
              loading={resend.isPending}
              data-testid="verify-resend"
            >
              {t('accounts.verify.resend')}
            </Button>
          </ResultPanel>
        )}
      </GuestCard>
    );
  }
  return (
    <GuestCard>
      <ResultPanel
        kind="problem"
        title={t('accounts.verify.invalidTitle')}
        text={t('accounts.verify.invalidText')}
        link={next}
        testId="verify-invalid"
      >
        {errorText && (
          <Alert color="red" w="100%" data-testid="verify-error">
            {errorText}
          </Alert>
        )}
      </ResultPanel>
    </GuestCard>
  );
}
