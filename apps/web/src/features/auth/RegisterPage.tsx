import { registerBodySchema } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../accounts/api';
import { AuthForm, EmailInput } from './AuthForm';
import { PasswordFields } from '../accounts/PasswordFields';
import { NameFields, PhoneInput } from '../accounts/PersonFields';
import { ResultPanel } from '../../ui/ResultPanel';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { storedSaleCode, useKeptSaleCode } from './saleCode';

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

const toBody = (values: RegisterValues) => {
  const saleCode = storedSaleCode();
  return {
    ...values,
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    ...(saleCode ? { saleCode } : {}),
  };
};

const REQUIRED = ['firstName', 'lastName', 'email', 'password', 'passwordConfirmation'] as const;

/** Seller registration (spec 01 section 2.1); the answer is the same whether the e-mail exists. */
export default function RegisterPage() {
  const { t } = useTranslation();
  useKeptSaleCode();
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
        <NameFields form={form} testId="register" />
        <EmailInput {...form.text('email')} testId="register-email" />
        <PhoneInput form={form} testId="register" />
        <PasswordFields form={form} />
      </AuthForm>
      <LeaveConfirmation guard={guard} />
    </>
  );
}
