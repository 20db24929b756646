import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  COUNTRY_CODES,
  localPickupAddressSchema,
  type LocalPickupAddress,
  type Setting,
} from '@platfox/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../platform/api/errors';
import { SettingForm, SettingFrame, useCanUpdateSettings, useSaveSetting } from './SettingFrame';
import { checkDraft, firstSegment } from '../../ui/form/checkDraft';

type Field = 'name' | 'street' | 'street2' | 'city' | 'state' | 'zipcode' | 'phone' | 'hours';
type Draft = Record<Field, string> & { country: string };

const EMPTY: Draft = {
  name: '',
  street: '',
  street2: '',
  city: '',
  state: '',
  zipcode: '',
  phone: '',
  hours: '',
  country: 'US',
};

function draftOf(settings: Setting[]): Draft {
  const text = settings.find((one) => one.key === 'LOCAL_PICKUP_ADDRESS')?.value;
  const parsed = localPickupAddressSchema.safeParse(text ? JSON.parse(text) : null);
  return parsed.success ? { ...EMPTY, ...parsed.data } : EMPTY;
}

/** /a/local-pick-up: LOCAL_PICKUP_ADDRESS, shown on every local-pickup order. */
export default function LocalPickUpPage() {
  const { t } = useTranslation();
  return (
    <SettingFrame
      intro={t('settings.pickUp.intro')}
      testId="local-pick-up"
      render={(settings) => <PickUpForm settings={settings} />}
    />
  );
}

function PickUpForm({ settings }: { settings: Setting[] }) {
  const { t } = useTranslation();
  const canUpdate = useCanUpdateSettings();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Partial<Record<Field | 'country', string>>>({});
  const save = useSaveSetting('LOCAL_PICKUP_ADDRESS');

  const submit = () => {
    const body = checkDraft(localPickupAddressSchema, draft, setErrors, firstSegment);
    if (body === null) return;
    save.mutate(JSON.stringify(body satisfies LocalPickupAddress));
  };
  const serverError = fieldError(save.error, 'value');
  const input = (field: Field, required = false) => (
    <TextInput
      key={field}
      label={t(`settings.pickUp.${field}`)}
      description={field === 'hours' ? t('settings.pickUp.hoursHint') : undefined}
      required={required}
      value={draft[field]}
      error={errors[field]}
      disabled={!canUpdate}
      onChange={(event) => setDraft({ ...draft, [field]: event.currentTarget.value })}
      data-testid={`pick-up-${field}`}
    />
  );
  const setting = settings.find((one) => one.key === 'LOCAL_PICKUP_ADDRESS');
  return (
    <SettingForm onSubmit={submit} save={save} setting={setting} testId="pick-up">
      {input('name', true)}
      {input('street', true)}
      {input('street2')}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input('city', true)}
        {input('state')}
        {input('zipcode', true)}
        <Select
          label={t('settings.pickUp.country')}
          required
          searchable
          data={[...COUNTRY_CODES]}
          value={draft.country}
          error={errors.country ?? serverError}
          disabled={!canUpdate}
          onChange={(country) => setDraft({ ...draft, country: country ?? '' })}
          data-testid="pick-up-country"
        />
      </SimpleGrid>
      {input('phone')}
      {input('hours')}
    </SettingForm>
  );
}
