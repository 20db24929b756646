import { NumberInput, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  centsToDollars,
  MAX_TIKTOK_EXTRA_FEE,
  roundedDollarsToCents,
  type Setting,
} from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsApi, useSettingMutation, valueOf } from './api';
import { SettingForm, SettingFrame, useCanUpdateSettings } from './SettingFrame';

/**
 * /a/tiktok-extra-fee: the TIKTOK_EXTRA_FEE (kept in cents, typed in dollars) charged on top of
 * every TikTok order placed automatically, and the IS_AUTO_PLACE_TIKTOK_ORDER switch (issue 18).
 */
export default function TikTokExtraFeePage() {
  return (
    <SettingFrame testId="tiktok-fee" render={(settings) => <FeeForm settings={settings} />} />
  );
}

function FeeForm({ settings }: { settings: Setting[] }) {
  const { t } = useTranslation();
  const canUpdate = useCanUpdateSettings();
  const [fee, setFee] = useState<number | string>(
    centsToDollars(Number(valueOf(settings, 'TIKTOK_EXTRA_FEE') ?? 0)),
  );
  const [feeError, setFeeError] = useState<string | null>(null);
  const [isAutoPlace, setAutoPlace] = useState(
    valueOf(settings, 'IS_AUTO_PLACE_TIKTOK_ORDER') === 'true',
  );
  // Two keys, one save: the fee first, so a refused fee leaves the switch as it was.
  const save = useSettingMutation({
    mutationFn: async (values: { cents: number; isAutoPlace: boolean }) => {
      await settingsApi.put({ key: 'TIKTOK_EXTRA_FEE', value: String(values.cents) });
      await settingsApi.put({
        key: 'IS_AUTO_PLACE_TIKTOK_ORDER',
        value: values.isAutoPlace ? 'true' : 'false',
      });
    },
    onSuccess: () => notifications.show({ color: 'teal', message: t('settings.saved') }),
  });

  const submit = () => {
    const cents = roundedDollarsToCents(fee === '' ? 0 : fee);
    // The server's rule, checked first so a typo is shown before the call.
    if (!Number.isInteger(cents) || cents < 0 || cents > MAX_TIKTOK_EXTRA_FEE) {
      setFeeError(t('stores.tiktok.feeInvalid'));
      return;
    }
    setFeeError(null);
    save.mutate({ cents, isAutoPlace });
  };

  return (
    <SettingForm
      onSubmit={submit}
      save={save}
      setting={settings.find((one) => one.key === 'TIKTOK_EXTRA_FEE')}
      testId="tiktok-fee"
    >
      <NumberInput
        label={t('stores.tiktok.fee')}
        description={t('stores.tiktok.feeHint')}
        prefix="$"
        decimalScale={2}
        min={0}
        max={centsToDollars(MAX_TIKTOK_EXTRA_FEE)}
        value={fee}
        onChange={setFee}
        error={feeError}
        disabled={!canUpdate}
        data-testid="tiktok-fee-amount"
      />
      <Switch
        label={t('stores.tiktok.autoPlace')}
        description={t('stores.tiktok.autoPlaceHint')}
        checked={isAutoPlace}
        onChange={(event) => setAutoPlace(event.currentTarget.checked)}
        disabled={!canUpdate}
        data-testid="tiktok-auto-place"
      />
    </SettingForm>
  );
}
