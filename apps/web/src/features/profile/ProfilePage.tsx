import { Divider, SimpleGrid, TextInput, Title } from '@mantine/core';
import { updateAccountBodySchema, type User } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { updateUser, useCurrentUser } from '../../platform/session';
import { ErrorPage } from '../../ui/ErrorPage';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { PageHeader } from '../../ui/PageHeader';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { accountsApi } from '../accounts/api';
import { FormCard } from '../../ui/form/FormCard';
import { NameFields, PhoneInput } from '../accounts/PersonFields';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { ADDRESS_FIELDS, profileBody, profileValuesOf, type ProfileValues } from './profileForm';
import { SubmitRow } from '../../ui/form/SubmitRow';
import { OwnProductTypes } from '../printer-permissions/OwnProductTypes';

/** /<prefix>/profile/edit/:id?m=edit: one's own names, phone and (sellers) address. */
export default function ProfilePage() {
  const user = useCurrentUser();
  const { id } = useParams();
  // Only one's own profile: another id is refused, whatever the server would say.
  if (!user || id !== user.id) return <ErrorPage status={403} />;
  return <ProfileForm key={user.id} user={user} />;
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const hasAddress = user.type === 'SELLER';
  const form = useAccountForm(profileValuesOf(user), {
    schema: updateAccountBodySchema,
    toBody: (values: ProfileValues) => profileBody(values, hasAddress),
    required: ['firstName', 'lastName'],
  });
  const guard = useLeaveGuard(form.isDirty);
  const save = useMutation({
    mutationFn: accountsApi.updateAccount,
    onSuccess: (saved) => {
      updateUser(saved);
      form.reset(profileValuesOf(saved));
    },
    onError: (error) => form.showServerErrors(error),
  });

  const submit = form.submitWith(save.mutate, save.reset);
  const { values, errors } = form;
  return (
    <>
      <PageHeader title={title} />
      <FormCard
        formRef={form.formRef}
        onSubmit={submit}
        error={save.error}
        done={save.isSuccess && { message: t('accounts.profile.saved'), testId: 'profile-saved' }}
        maw={720}
      >
        <TextInput
          label={t('accounts.fields.email')}
          value={user.email}
          readOnly
          variant="filled"
          data-testid="profile-email"
        />
        <NameFields form={form} testId="profile" />
        <PhoneInput form={form} testId="profile" />
        {hasAddress && (
          <>
            <Divider />
            <Title order={4}>{t('accounts.profile.address')}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {ADDRESS_FIELDS.map((field) => (
                <TextInput
                  key={field}
                  label={t(`accounts.fields.${field}`)}
                  value={values.address[field]}
                  onChange={(event) => form.setAt(`address.${field}`, event.currentTarget.value)}
                  error={errors[`address.${field}`]}
                  data-testid={`profile-address-${field}`}
                />
              ))}
            </SimpleGrid>
          </>
        )}
        <SubmitRow isPending={save.isPending} testId="profile-save">
          {t('accounts.common.save')}
        </SubmitRow>
      </FormCard>
      {user.type === 'PRINTER' && <OwnProductTypes />}
      <LeaveConfirmation guard={guard} />
    </>
  );
}
