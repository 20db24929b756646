import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  APP_TYPE_STATUSES,
  appTypeOptionsSchema,
  updateAppTypeBodySchema,
  type AppType,
  type AppTypeStatus,
} from '@platfox/domain';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../platform/api';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { useIsPhone } from '../../ui/useIsPhone';
import { appTypesApi, useAppTypeMutation } from './api';
import { RowsFooter } from './RowsFooter';
import { checkDraft, firstSegment, wholePath } from '../../ui/form/checkDraft';

type OptionRow = { value: string; label: string; isActive: boolean };

/** An option's value from its label when the admin leaves it empty: "Wrong size" -> WRONG_SIZE. */
const valueFrom = (label: string) =>
  label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();

/** The options of a type, edited as rows in their order; saving replaces the whole list. */
export function AppTypeOptionsModal({ type, onClose }: { type: AppType; onClose: () => void }) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const [rows, setRows] = useState<OptionRow[]>(
    type.options.map(({ value, label, isActive }) => ({ value, label, isActive })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAppTypeMutation({
    mutationFn: () => appTypesApi.saveOptions(type.id, { options: options() }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('appTypes.saved') });
      onClose();
    },
  });
  // The row order is the sort order; an empty value is made from the label.
  const options = () =>
    rows.map((row, index) => ({
      value: (row.value.trim() || valueFrom(row.label)).toUpperCase(),
      label: row.label,
      sortOrder: index,
      isActive: row.isActive,
    }));
  const set = (index: number, change: Partial<OptionRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });
  const submit = () => {
    if (
      checkDraft(
        appTypeOptionsSchema,
        options(),
        setErrors,
        (path) => wholePath(path) || 'options',
      ) === null
    )
      return;
    save.mutate();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('appTypes.editOptionsTitle', { name: type.name })}
      size="xl"
      fullScreen={isPhone}
    >
      <Stack gap="sm" data-testid="app-type-options-modal">
        {rows.length === 0 && <Text c="dimmed">{t('appTypes.noOptions')}</Text>}
        {rows.map((row, index) => (
          <Paper key={index} withBorder p="xs" data-testid={`option-row-${index}`}>
            <Group gap="xs" align="flex-end" wrap={isPhone ? 'wrap' : 'nowrap'}>
              <TextInput
                style={{ flex: 3, minWidth: 160 }}
                label={t('appTypes.label')}
                required
                dir="auto"
                value={row.label}
                error={errors[`${index}.label`]}
                onChange={(event) => set(index, { label: event.currentTarget.value })}
                data-testid={`option-label-${index}`}
              />
              <TextInput
                style={{ flex: 2, minWidth: 140 }}
                label={t('appTypes.value')}
                dir="ltr"
                placeholder={valueFrom(row.label)}
                value={row.value}
                error={errors[`${index}.value`]}
                onChange={(event) =>
                  set(index, {
                    value: event.currentTarget.value.toUpperCase().replace(/[\s-]/g, '_'),
                  })
                }
                data-testid={`option-value-${index}`}
              />
              <Switch
                label={t('appTypes.active')}
                checked={row.isActive}
                onChange={(event) => set(index, { isActive: event.currentTarget.checked })}
                mb={8}
                data-testid={`option-active-${index}`}
              />
              <Group gap={2} mb={4} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  aria-label={t('appTypes.moveUp')}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <IconArrowUp size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  aria-label={t('appTypes.moveDown')}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <IconArrowDown size={16} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('appTypes.removeOption')}
                  onClick={() => setRows((current) => current.filter((_, at) => at !== index))}
                  data-testid={`option-remove-${index}`}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        ))}
        {(errors.options ?? fieldError(save.error, 'options')) && (
          <Text c="red" size="sm" data-testid="options-error">
            {errors.options ?? fieldError(save.error, 'options')}
          </Text>
        )}
        <ApiErrorAlert error={save.error} testId="options-save-error" />
        <RowsFooter
          addLabel={t('appTypes.addOption')}
          addTestId="option-add"
          onAdd={() => setRows((current) => [...current, { value: '', label: '', isActive: true }])}
          onCancel={onClose}
          onSave={submit}
          isSaving={save.isPending}
          saveTestId="options-save"
        />
      </Stack>
    </Modal>
  );
}

/** A type's name, description and status (its key stays: the code asks for it). */
export function AppTypeDetailsModal({ type, onClose }: { type: AppType; onClose: () => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(type.name);
  const [description, setDescription] = useState(type.description);
  const [status, setStatus] = useState<AppTypeStatus>(type.status);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAppTypeMutation({
    mutationFn: () => appTypesApi.update(type.id, { name, description, status }),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('appTypes.saved') });
      onClose();
    },
  });
  const submit = () => {
    if (
      checkDraft(
        updateAppTypeBodySchema,
        { name, description, status },
        setErrors,
        firstSegment,
      ) === null
    )
      return;
    save.mutate();
  };
  return (
    <Modal opened onClose={onClose} title={t('appTypes.editDetailsTitle', { name: type.name })}>
      <Stack gap="sm" data-testid="app-type-details-modal">
        <TextInput label={t('appTypes.key')} value={type.key} dir="ltr" disabled />
        <TextInput
          label={t('appTypes.name')}
          required
          value={name}
          error={errors.name ?? fieldError(save.error, 'name')}
          onChange={(event) => setName(event.currentTarget.value)}
          data-testid="app-type-details-name"
        />
        <Textarea
          label={t('appTypes.description')}
          autosize
          minRows={2}
          value={description}
          error={errors.description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          data-testid="app-type-details-description"
        />
        <SegmentedControl
          value={status}
          onChange={(value) => setStatus(value as AppTypeStatus)}
          data={APP_TYPE_STATUSES.map((value) => ({
            value,
            label: t(`appTypes.statuses.${value}`),
          }))}
        />
        <ApiErrorAlert error={save.error} testId="app-type-details-error" />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('appTypes.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="app-type-details-save">
            {t('appTypes.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
