import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { salesmanBodySchema } from '@platfox/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { useAccountForm } from '../../ui/form/useAccountForm';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCreateSalesman } from './api';

type Values = { name: string; email: string; phone: string; saleCode: string };
const toBody = (values: Values) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  phone: values.phone.trim(),
  saleCode: values.saleCode.trim(),
});

/** A new salesman (/a/salesman/create, spec 01's saler creation); an empty code is made for them. */
export default function SalesmanCreatePage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const navigate = useNavigate();
  const form = useAccountForm<Values, typeof salesmanBodySchema>(
    { name: '', email: '', phone: '', saleCode: '' },
    { schema: salesmanBodySchema, toBody, required: ['name'] },
  );
  const create = useCreateSalesman();
  useLeaveGuard(form.isDirty && !create.isSuccess);
  const submit = form.submitWith((body) =>
    create.mutate(body, {
      onSuccess: () => {
        form.reset(form.values);
        void navigate('/a/salesman');
      },
      onError: (error) => form.showServerErrors(error),
    }),
  );
  return (
    <>
      <PageHeader title={title} back={{ to: '/a/salesman', label: t('title.salesmen') }} />
      <Paper withBorder radius="md" p="lg" maw={560}>
        <form ref={form.formRef} onSubmit={submit} noValidate data-testid="salesman-form">
          <Stack>
            {create.error && <ApiErrorAlert error={create.error} />}
            <TextInput
              label={t('statistics.salesmen.name')}
              required
              {...form.text('name')}
              data-testid="salesman-name"
            />
            <TextInput
              label={t('statistics.salesmen.email')}
              type="email"
              {...form.text('email')}
            />
            <TextInput label={t('statistics.salesmen.phone')} {...form.text('phone')} />
            <TextInput
              label={t('statistics.kpi.saleCode')}
              description={t('statistics.salesmen.codeHint')}
              {...form.text('saleCode')}
              data-testid="salesman-code"
            />
            <Group justify="flex-end">
              <Button type="submit" loading={create.isPending} data-testid="salesman-save">
                {t('statistics.salesmen.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  );
}
