import { forgotPasswordBodySchema } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../accounts/api';
import { AuthForm, EmailInput } from './AuthForm';
import { ResultPanel } from '../../ui/ResultPanel';
import { useAccountForm } from '../../ui/form/useAccountForm';

const toBody = (values: { email: string }) => ({ email: values.email.trim() });

/**
 * Request a reset link (spec 01 section 2.1). The confirmation reads the same whether the e-mail
 * has an account or not, so the page tells nobody which addresses are registered.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useAccountForm(
    { email: '' },
    { schema: forgotPasswordBodySchema, toBody, required: ['email'] },
  );
  const request = useMutation({
    mutationFn: (email: string) => accountsApi.forgotPassword(email),
    onError: (error) => form.showServerErrors(error),
  });

  if (request.isSuccess) {
    return (
      <ResultPanel
        kind="mail"
        title={t('accounts.forgot.doneTitle')}
        text={t('accounts.forgot.doneText', { email: request.variables })}
        testId="forgot-done"
      />
    );
  }

  const submit = form.submitWith((body) => request.mutate(body.email));
  return (
    <AuthForm
      formRef={form.formRef}
      onSubmit={submit}
      request={request}
      submitLabel={t('accounts.forgot.submit')}
      testId="forgot"
    >
      <EmailInput {...form.text('email')} testId="forgot-email" />
    </AuthForm>
  );
}
