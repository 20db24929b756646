import { Button, NumberInput, Paper, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  centsToDollars,
  MAX_TIKTOK_EXTRA_FEE,
  roundedDollarsToCents,
  type Setting,
} from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { settingKeys, settingsApi, valueOf, useSettingMutation } from './api';

/**
 * /a/tiktok-extra-fee: the TIKTOK_EXTRA_FEE (kept in cents, typed in dollars) charged on top of
 * every TikTok order placed automatically, and the IS_AUTO_PLACE_TIKTOK_ORDER switch (issue 18).
 */
export default function TikTokExtraFeePage() {
  const title = useRouteTitle();
  const settings = useQuery({
    queryKey: settingKeys.all,
    queryFn: ({ signal }) => settingsApi.list(signal),
  });
  return (
    <>
      <PageHeader title={title} />
      <Paper withBorder p="md" maw={560}>
        <ApiErrorAlert error={settings.error} testId="tiktok-fee-load-error" />
        {settings.data && <FeeForm settings={settings.data} />}
      </Paper>
    </>
  );
}

function FeeForm({ settings }: { settings: Setting[] }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const canUpdate =
    user?.type === 'ROOT' || (user?.permissions.includes('SETTING_DETAIL_UPDATE') ?? false);
  const [fee, setFee] = useState<number | string>(
    centsToDollars(Number(valueOf(settings, 'TIKTOK_EXTRA_FEE') ?? 0)),
  );
  const [feeError, setFeeError] = useState<string | null>(null);
  const [isAutoPlace, setAutoPlace] = useState(
    valueOf(settings, 'IS_AUTO_PLACE_TIKTOK_ORDER') === 'true',
  );
  const save = useSettingMutation({
    mutationFn: async (values: { cents: number; isAutoPlace: boolean }) => {
      await settingsApi.put({ key: 'TIKTOK_EXTRA_FEE', value: String(values.cents) });
      await settingsApi.put({
        key: 'IS_AUTO_PLACE_TIKTOK_ORDER',
        value: values.isAutoPlace ? 'true' : 'false',
      });
    },
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('stores.tiktok.saved') });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
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
          data-testid="tiktok-fee"
        />
        <Switch
          label={t('stores.tiktok.autoPlace')}
          description={t('stores.tiktok.autoPlaceHint')}
          checked={isAutoPlace}
          onChange={(event) => setAutoPlace(event.currentTarget.checked)}
          disabled={!canUpdate}
          data-testid="tiktok-auto-place"
        />
        <ApiErrorAlert error={save.error} testId="tiktok-fee-save-error" />
        {canUpdate && (
          <Button type="submit" loading={save.isPending} data-testid="tiktok-fee-save">
            {t('stores.tiktok.save')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
