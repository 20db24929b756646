import { Anchor, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { advancedFilterKeys, advancedFiltersApi } from '../advanced-filters/api';
import { useMay } from '../engagement/may';

type Props = {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
  readOnly: boolean;
};

/**
 * The coupon's advanced filter rule (issue 35): picked by name from the rules; the conditions
 * themselves are edited at /a/advanced-filters, linked for an admin who may open it.
 */
export function CouponRuleField({ value, onChange, error, readOnly }: Props) {
  const { t } = useTranslation();
  const may = useMay();
  const { data = [] } = useQuery({
    queryKey: advancedFilterKeys.choices,
    queryFn: ({ signal }) => advancedFiltersApi.choices(signal),
  });
  const options = data.map((rule) => ({ value: rule.id, label: rule.name }));
  // A chosen id the list does not hold yet still shows, as itself, so it can be cleared.
  if (value && !options.some((option) => option.value === value)) {
    options.push({ value, label: value });
  }
  return (
    <Stack gap={4}>
      <Select
        label={t('coupons.fields.advancedFilterConditionId')}
        description={t('coupons.hints.advancedFilterConditionId')}
        disabled={readOnly}
        clearable
        searchable
        data={options}
        value={value}
        onChange={(id) => onChange(id || null)}
        error={error}
        data-testid="coupon-rule"
      />
      {may('ADVANCED_FILTER_RULE_ACCESS') && (
        <Text size="xs">
          <Anchor component={Link} to="/a/advanced-filters" data-testid="coupon-rule-link">
            {t('coupons.editRules')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
