import { ActionIcon, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { createAppTypesBodySchema } from '@platfox/domain';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { useIsPhone } from '../../ui/useIsPhone';
import { appTypesApi, useAppTypeMutation } from './api';
import { RowsFooter } from './RowsFooter';

type Row = { key: string; name: string; description: string };
const EMPTY: Row = { key: '', name: '', description: '' };

/** Field messages of the create body by row: `appTypes.1.key` -> errors[1].key. */
type RowErrors = {
  byRow: Record<number, Partial<Record<keyof Row, string>>>;
  general?: string;
};
const NO_ERRORS: RowErrors = { byRow: {} };

function rowErrors(issues: { path: PropertyKey[]; message: string }[]): RowErrors {
  const byRow: Record<number, Partial<Record<keyof Row, string>>> = {};
  let general: string | undefined;
  for (const issue of issues) {
    const [, index, field] = issue.path;
    if (typeof index === 'number' && typeof field === 'string') {
      byRow[index] = {
        ...byRow[index],
        [field]: byRow[index]?.[field as keyof Row] ?? issue.message,
      };
    } else general ??= issue.message;
  }
  return { byRow, general };
}

/** Creates one or several app types in one call (the server makes all or none). */
export function AppTypeCreateModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [rows, setRows] = useState<Row[]>([EMPTY]);
  const [errors, setErrors] = useState<RowErrors>(NO_ERRORS);
  const close = () => {
    setRows([EMPTY]);
    setErrors(NO_ERRORS);
    create.reset();
    onClose();
  };
  const create = useAppTypeMutation({
    mutationFn: appTypesApi.create,
    onSuccess: (answer) => {
      notifications.show({
        color: 'teal',
        message: t('appTypes.created', { n: answer.data.length }),
      });
      close();
    },
  });
  const set = (index: number, field: keyof Row, value: string) =>
    setRows((current) =>
      current.map((row, at) => (at === index ? { ...row, [field]: value } : row)),
    );
  const submit = () => {
    const body = { appTypes: rows.map((row) => ({ ...row, key: row.key.trim().toUpperCase() })) };
    const checked = createAppTypesBodySchema.safeParse(body);
    if (!checked.success) {
      setErrors(rowErrors(checked.error.issues));
      return;
    }
    setErrors(NO_ERRORS);
    create.mutate(body);
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('appTypes.createTitle')}
      size="lg"
      fullScreen={isPhone}
    >
      <Stack gap="md" data-testid="app-type-create-modal">
        <Text size="sm" c="dimmed">
          {t('appTypes.createHint')} {t('appTypes.keyHint')}
        </Text>
        {rows.map((row, index) => (
          <Paper key={index} withBorder p="sm" data-testid={`app-type-row-${index}`}>
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('appTypes.key')}
                  required
                  dir="ltr"
                  value={row.key}
                  error={errors.byRow[index]?.key}
                  onChange={(event) =>
                    set(
                      index,
                      'key',
                      event.currentTarget.value.toUpperCase().replace(/[\s-]/g, '_'),
                    )
                  }
                  data-testid={`app-type-key-${index}`}
                />
                <TextInput
                  label={t('appTypes.name')}
                  required
                  dir="auto"
                  value={row.name}
                  error={errors.byRow[index]?.name}
                  onChange={(event) => set(index, 'name', event.currentTarget.value)}
                  data-testid={`app-type-name-${index}`}
                />
              </SimpleGrid>
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  label={t('appTypes.description')}
                  value={row.description}
                  error={errors.byRow[index]?.description}
                  onChange={(event) => set(index, 'description', event.currentTarget.value)}
                  data-testid={`app-type-description-${index}`}
                />
                {rows.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={t('appTypes.removeRow')}
                    onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                    data-testid={`app-type-remove-${index}`}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
            </Stack>
          </Paper>
        ))}
        {errors.general && (
          <Text c="red" size="sm" data-testid="app-type-create-error">
            {errors.general}
          </Text>
        )}
        <ApiErrorAlert error={create.error} testId="app-type-create-save-error" />
        <RowsFooter
          addLabel={t('appTypes.addRow')}
          addTestId="app-type-add-row"
          onAdd={() => setRows((current) => [...current, EMPTY])}
          onCancel={close}
          onSave={submit}
          isSaving={create.isPending}
          saveTestId="app-type-create-save"
        />
      </Stack>
    </Modal>
  );
}
