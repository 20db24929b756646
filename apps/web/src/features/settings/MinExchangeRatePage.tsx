import { NumberInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { minExchangeRateSchema, type Setting } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../platform/api/errors';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { SettingForm, SettingFrame, useCanUpdateSettings, useSaveSetting } from './SettingFrame';
import { checkDraft, firstSegment } from '../../ui/form/checkDraft';

/** /a/min-exchange-rate: MIN_EXCHANGE_RATE, a currency and its units per US dollar. */
export default function MinExchangeRatePage() {
  const { t } = useTranslation();
  return (
    <SettingFrame
      intro={t('settings.rate.intro')}
      testId="min-exchange-rate"
      render={(settings) => <RateForm settings={settings} />}
    />
  );
}

function RateForm({ settings }: { settings: Setting[] }) {
  const { t } = useTranslation();
  const canUpdate = useCanUpdateSettings();
  const setting = settings.find((one) => one.key === 'MIN_EXCHANGE_RATE');
  const stored = minExchangeRateSchema.safeParse(setting?.value ? JSON.parse(setting.value) : null);
  const [currency, setCurrency] = useState(stored.success ? stored.data.currency : '');
  const [rate, setRate] = useState<number | string>(stored.success ? stored.data.rate : '');
  const [errors, setErrors] = useState<{ currency?: string; rate?: string }>({});
  const save = useSaveSetting('MIN_EXCHANGE_RATE');

  const submit = () => {
    const body = checkDraft(
      minExchangeRateSchema,
      {
        currency: currency.trim().toUpperCase(),
        rate: rate === '' ? Number.NaN : Number(rate),
      },
      setErrors,
      firstSegment,
    );
    if (body === null) return;
    save.mutate(JSON.stringify(body));
  };
  const example = Number(rate) > 0 && /^[A-Za-z]{3}$/.test(currency);
  return (
    <SettingForm onSubmit={submit} save={save} setting={setting} testId="rate">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('settings.rate.currency')}
          required
          maxLength={3}
          value={currency}
          error={errors.currency}
          disabled={!canUpdate}
          onChange={(event) => setCurrency(event.currentTarget.value.toUpperCase())}
          data-testid="rate-currency"
        />
        <NumberInput
          label={t('settings.rate.rate')}
          required
          min={0}
          decimalScale={6}
          thousandSeparator
          value={rate}
          error={errors.rate ?? fieldError(save.error, 'value')}
          disabled={!canUpdate}
          onChange={setRate}
          data-testid="rate-rate"
        />
      </SimpleGrid>
      {example && (
        <Text size="sm" data-testid="rate-example">
          {t('settings.rate.example', {
            amount: (Number(rate) * 100).toLocaleString(),
            currency,
            dollars: formatMoney(10_000),
          })}
        </Text>
      )}
    </SettingForm>
  );
}
