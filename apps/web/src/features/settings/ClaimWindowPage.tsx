import { NumberInput } from '@mantine/core';
import type { Setting } from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { valueOf } from './api';
import { SettingForm, SettingFrame, useCanUpdateSettings, useSaveSetting } from './SettingFrame';

/**
 * /a/claim-window: CLAIM_WINDOW_DAYS, the days after delivery a seller may make a claim (issue
 * 31 item 11). The seller's claim form says it; the server refuses a claim made later.
 */
export default function ClaimWindowPage() {
  return (
    <SettingFrame testId="claim-window" render={(settings) => <WindowForm settings={settings} />} />
  );
}

function WindowForm({ settings }: { settings: Setting[] }) {
  const { t } = useTranslation();
  const canUpdate = useCanUpdateSettings();
  const setting = settings.find((one) => one.key === 'CLAIM_WINDOW_DAYS');
  const [days, setDays] = useState<number | string>(
    Number(valueOf(settings, 'CLAIM_WINDOW_DAYS') ?? 30),
  );
  const save = useSaveSetting('CLAIM_WINDOW_DAYS');
  return (
    <SettingForm
      onSubmit={() => save.mutate(String(days))}
      save={save}
      setting={setting}
      testId="claim-window"
    >
      <NumberInput
        label={t('issues.claimWindow.days')}
        description={t('issues.claimWindow.hint')}
        min={1}
        max={365}
        allowDecimal={false}
        value={days}
        onChange={setDays}
        disabled={!canUpdate}
        data-testid="claim-window-days"
      />
    </SettingForm>
  );
}
