import { Group, TextInput } from '@mantine/core';
import { registerBodySchema } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../accounts/api';
import { AuthForm, EmailInput } from './AuthForm';
import { PasswordFields } from '../accounts/PasswordFields';
import { ResultPanel } from '../../ui/ResultPanel';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { useLeaveGuard } from '../../ui/useLeaveGuard';

type RegisterValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  passwordConfirmation: string;
};

const EMPTY: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  passwordConfirmation: '',
};

const toBody = (values: RegisterValues) => ({
  ...values,
  email: values.email.trim(),
  phone: values.phone.trim() || null,
});

const REQUIRED = ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation'] as const;

/** Seller registration (spec 01 section 2.1); the answer is the same whether the e-mail exists. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const form = useAccountForm(EMPTY, { schema: registerBodySchema, toBody, required: REQUIRED });
  const guard = useLeaveGuard(form.isDirty);
  const register = useMutation({
    mutationFn: accountsApi.register,
    onSuccess: () => form.reset(EMPTY),
    onError: (error) => form.showServerErrors(error),
  });

  if (register.isSuccess) {
    return (
      <ResultPanel
        kind="mail"
        title={t('accounts.register.doneTitle')}
        text={t('accounts.register.doneText', { email: register.variables.email })}
        link={{ to: '/login', label: t('accounts.common.toSignIn') }}
        testId="register-done"
      />
    );
  }

  const submit = form.submitWith(register.mutate);
  return (
    <>
      <AuthForm
        formRef={form.formRef}
        onSubmit={submit}
        request={register}
        submitLabel={t('accounts.register.submit')}
        testId="register"
      >
        <Group grow align="flex-start">
          <TextInput
            label={t('accounts.fields.firstName')}
            autoComplete="given-name"
            withAsterisk
            {...form.text('firstName')}
            data-testid="register-first-name"
          />
          <TextInput
            label={t('accounts.fields.lastName')}
            autoComplete="family-name"
            withAsterisk
            {...form.text('lastName')}
            data-testid="register-last-name"
          />
        </Group>
        <EmailInput {...form.text('email')} testId="register-email" />
        <TextInput
          type="tel"
          label={t('accounts.fields.phone')}
          description={t('accounts.common.optional')}
          autoComplete="tel"
          {...form.text('phone')}
          data-testid="register-phone"
        />
        <PasswordFields form={form} />
      </AuthForm>
      <LeaveConfirmation guard={guard} />
    </>
  );
}
