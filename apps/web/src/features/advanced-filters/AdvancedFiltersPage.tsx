import { Center, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdvancedFilterRuleBody } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../platform/api';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import type { ListRowAction } from '../../ui/data-list/types';
import { SubmitRow } from '../../ui/form/SubmitRow';
import { ModalEditListPage } from '../../ui/ModalEditListPage';
import { useMay } from '../engagement/may';
import { advancedFilterKeys, advancedFiltersApi, useAdvancedFilterMutation } from './api';
import { ruleListColumns, ruleListConfig, type RuleRow } from './listConfig';
import { RuleConditions } from './RuleConditions';
import {
  fromConditions,
  typeTableOf,
  validateRule,
  type RuleValues,
  type TypeTable,
} from './ruleForm';

/**
 * /a/advanced-filters: the rules with their conditions in words, and a dialog to create and edit
 * one; deleting goes through the list's selection (asked first; a rule a coupon uses stays).
 */
export default function AdvancedFiltersPage() {
  const { t } = useTranslation();
  const may = useMay();
  const canCreate = may('ADVANCED_FILTER_RULE_DETAIL_CREATE');
  const canUpdate = may('ADVANCED_FILTER_RULE_DETAIL_UPDATE');
  const config = useCallback(
    (edit: ListRowAction<'advanced-filter'>) => ruleListConfig(canUpdate ? edit : null),
    [canUpdate],
  );
  return (
    <ModalEditListPage
      columns={ruleListColumns}
      config={config}
      editLabel={t('advancedFilters.edit')}
      create={canCreate && { label: t('advancedFilters.create'), testId: 'rule-create' }}
      editor={(row, close) => <RuleModal row={row} onClose={close} />}
    />
  );
}

function RuleModal({ row, onClose }: { row: RuleRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  // The types never change while the app runs: read once.
  const types = useQuery({
    queryKey: advancedFilterKeys.types,
    queryFn: ({ signal }) => advancedFiltersApi.types(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const table = useMemo(() => (types.data ? typeTableOf(types.data) : undefined), [types.data]);
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={row ? t('advancedFilters.edit') : t('advancedFilters.create')}
    >
      {table ? (
        <RuleEditor row={row} table={table} onClose={onClose} />
      ) : types.error ? (
        <ApiErrorAlert error={types.error} testId="rule-types-error" />
      ) : (
        <Center py="lg">
          <Loader size="sm" aria-label={t('advancedFilters.loading')} />
        </Center>
      )}
    </Modal>
  );
}

function RuleEditor({
  row,
  table,
  onClose,
}: {
  row: RuleRow | null;
  table: TypeTable;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<RuleValues>(() => ({
    name: row?.name ?? '',
    conditions: row ? fromConditions(row.conditions, table) : [],
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useAdvancedFilterMutation({
    mutationFn: async (body: AdvancedFilterRuleBody) =>
      row ? advancedFiltersApi.update(row.id, body) : advancedFiltersApi.create(body),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('advancedFilters.saved') });
      onClose();
    },
  });
  const submit = () => {
    const checked = validateRule(values, table, t);
    setErrors(checked.errors ?? {});
    if (checked.body) save.mutate(checked.body);
  };
  const serverError = (path: string) => fieldError(save.error, path);
  const shown = { ...errors };
  for (const key of ['name', 'conditions']) shown[key] ??= serverError(key) ?? '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md" data-testid="rule-modal">
        <ApiErrorAlert error={save.error} testId="rule-error" />
        <TextInput
          label={t('advancedFilters.fields.name')}
          withAsterisk
          value={values.name}
          error={shown.name || undefined}
          onChange={(event) => {
            const name = event.currentTarget.value;
            setValues((current) => ({ ...current, name }));
          }}
          data-testid="rule-name"
        />
        <RuleConditions
          value={values.conditions}
          onChange={(conditions) => setValues((current) => ({ ...current, conditions }))}
          types={table}
          errors={Object.fromEntries(Object.entries(shown).filter(([, message]) => message))}
        />
        {values.conditions.length === 0 && !shown.conditions && (
          <Text size="sm" c="dimmed">
            {t('advancedFilters.rules.noConditions')}
          </Text>
        )}
        <SubmitRow
          isPending={save.isPending}
          testId="rule-save"
          cancel={{ label: t('advancedFilters.cancel'), onClick: onClose }}
        >
          {t('advancedFilters.save')}
        </SubmitRow>
      </Stack>
    </form>
  );
}
