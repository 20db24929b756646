import type { TFunction } from 'i18next';
import type { ListColumn, ListConfig, ListRow, ListRowAction } from '../../ui/data-list/types';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { ADVANCED_FILTER_TYPE_RULES } from '@platfox/domain';

export type RuleRow = ListRow<'advanced-filter'>;

/**
 * The rules, edited in a dialog on the list (no detail page): the edit action and the bulk delete
 * only for an admin who may change rules (the server refuses the others too).
 */
export function ruleListConfig(
  edit: ListRowAction<'advanced-filter'> | null,
): ListConfig<'advanced-filter'> {
  return {
    id: 'advanced-filters',
    model: 'advanced-filter',
    defaultSort: { field: 'createdAt', direction: 'desc' },
    ...(edit ? { selectType: 'checkbox' as const, isDeleteEnabled: true, rowActions: [edit] } : {}),
  };
}

/** A condition in words: "Country is one of US, CA", "Order subtotal at least $25.00". */
export function conditionText(t: TFunction, condition: RuleRow['conditions'][number]): string {
  const words = `${t(`advancedFilters.conditionTypes.${condition.type}`)} ${t(
    `advancedFilters.operations.${condition.operation}`,
  )}`;
  const { value } = condition;
  if (value === null) return words;
  if (Array.isArray(value)) return `${words} ${value.join(', ')}`;
  const isMoney = ADVANCED_FILTER_TYPE_RULES[condition.type].value === 'money';
  return `${words} ${isMoney ? formatMoney(value) : String(value)}`;
}

export function ruleListColumns(t: TFunction): ListColumn<'advanced-filter'>[] {
  return [
    {
      key: 'name',
      label: t('advancedFilters.fields.name'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      isKeyFact: true,
    },
    {
      key: 'conditionCount',
      label: t('advancedFilters.fields.conditions'),
      typeShow: 'int',
      kind: 'text',
      isSortable: true,
      isFilter: true,
      isKeyFact: true,
      // The conditions themselves say more than their number; each on its own line.
      render: (row) => (
        <div data-testid="rule-conditions-text">
          {row.conditions.map((condition, index) => (
            <div key={index}>
              <bdi>{conditionText(t, condition)}</bdi>
            </div>
          ))}
        </div>
      ),
    },
    {
      key: 'couponCount',
      label: t('advancedFilters.fields.couponCount'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'createdAt',
      label: t('advancedFilters.fields.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'updatedAt',
      label: t('advancedFilters.fields.updatedAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
      isDisplay: false,
    },
  ];
}
