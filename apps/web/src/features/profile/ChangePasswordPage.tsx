import { PasswordInput } from '@mantine/core';
import { changePasswordBodySchema } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { PageHeader } from '../../ui/PageHeader';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { accountsApi } from '../accounts/api';
import { FormCard } from '../../ui/form/FormCard';
import { PasswordFields } from '../accounts/PasswordFields';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { SubmitRow } from '../../ui/form/SubmitRow';

type ChangeValues = { currentPassword: string; password: string; passwordConfirmation: string };
const EMPTY: ChangeValues = { currentPassword: '', password: '', passwordConfirmation: '' };

/** /change-password for any signed-in user: the current password, then the new one twice. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const form = useAccountForm(EMPTY, {
    schema: changePasswordBodySchema,
    toBody: (values: ChangeValues) => values,
    required: ['currentPassword', 'password', 'passwordConfirmation'],
  });
  const guard = useLeaveGuard(form.isDirty);
  const change = useMutation({
    mutationFn: accountsApi.changePassword,
    onSuccess: () => form.reset(EMPTY),
    onError: (error) => form.showServerErrors(error),
  });

  const submit = form.submitWith(change.mutate, change.reset);
  return (
    <>
      <PageHeader title={title} />
      <FormCard
        formRef={form.formRef}
        onSubmit={submit}
        error={change.error}
        done={
          change.isSuccess && {
            message: t('accounts.changePassword.done'),
            testId: 'change-password-done',
          }
        }
        maw={520}
      >
        <PasswordInput
          label={t('accounts.fields.currentPassword')}
          autoComplete="current-password"
          withAsterisk
          {...form.text('currentPassword')}
          errorProps={{ 'data-testid': 'current-password-error' }}
          data-testid="current-password"
        />
        <PasswordFields form={form} label="newPassword" />
        <SubmitRow isPending={change.isPending} testId="change-password-submit">
          {t('accounts.changePassword.submit')}
        </SubmitRow>
      </FormCard>
      <LeaveConfirmation guard={guard} />
    </>
  );
}
