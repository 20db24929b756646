import { Anchor } from '@mantine/core';
import { resetPasswordBodySchema } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isApiError } from '../../platform/api';
import { accountsApi, tokenProblemOf } from '../accounts/api';
import { AuthForm } from './AuthForm';
import { PasswordFields } from '../accounts/PasswordFields';
import { ResultPanel } from '../../ui/ResultPanel';
import { useAccountForm } from '../../ui/form/useAccountForm';

type ResetValues = { password: string; passwordConfirmation: string };
const EMPTY: ResetValues = { password: '', passwordConfirmation: '' };

/** Set a new password from the e-mailed link /reset-password?token= (spec 01 section 2.1). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const form = useAccountForm(EMPTY, {
    schema: resetPasswordBodySchema,
    toBody: (values: ResetValues) => ({ token, ...values }),
    required: ['password', 'passwordConfirmation'],
  });
  const reset = useMutation({
    mutationFn: accountsApi.resetPassword,
    onSuccess: () => form.reset(EMPTY),
    onError: (error) => form.showServerErrors(error),
  });

  const tokenProblem = !token
    ? 'invalid'
    : isApiError(reset.error)
      ? tokenProblemOf(reset.error.errors)
      : null;
  if (tokenProblem) {
    return (
      <ResultPanel
        kind="problem"
        title={t(`accounts.reset.${tokenProblem}Title`)}
        text={t('accounts.reset.linkProblemText')}
        link={{
          to: '/forgot-password',
          label: t('accounts.reset.requestNew'),
          testId: 'reset-request-new',
        }}
        testId="reset-token-problem"
      />
    );
  }
  if (reset.isSuccess) {
    return (
      <ResultPanel
        kind="success"
        title={t('accounts.reset.doneTitle')}
        text={t('accounts.reset.doneText')}
        link={{ to: '/login', label: t('accounts.common.toSignIn'), testId: 'reset-sign-in' }}
        testId="reset-done"
      />
    );
  }

  const submit = form.submitWith(reset.mutate);
  return (
    <AuthForm
      formRef={form.formRef}
      onSubmit={submit}
      request={reset}
      submitLabel={t('accounts.reset.submit')}
      testId="reset"
      footer={
        <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
          {t('accounts.reset.requestNew')}
        </Anchor>
      }
    >
      <PasswordFields form={form} label="newPassword" />
    </AuthForm>
  );
}
