import {
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  type SegmentedControlItem,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  SHIPPING_METHODS,
  sellerForwardSettingSchema,
  sellerMainSettingSchema,
  type OrderAddress,
  type SellerConfig,
  type SellerConfigBody,
  type ShippingMethod,
} from '@platfox/domain';
import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../platform/api';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { Section } from '../../ui/Section';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { AddressFields, type SetAddressField } from '../orders/AddressFields';
import { addressValuesOf, EMPTY_ADDRESS, type AddressValues } from '../orders/cart';
import { sellerConfigApi, useSellerConfigMutation } from './sellerConfigApi';
import { SaveSettingButton } from './SettingFrame';
import { checkDraft } from '../../ui/form/checkDraft';

type Main = Extract<SellerConfig, { type: 'MAIN' }>;
type Forward = Extract<SellerConfig, { type: 'FORWARD' }>;

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The form's address as the call sends it; the domain's schema then judges it. */
function addressOf(values: AddressValues): OrderAddress {
  // In the schema's order, so the saved value and the form's compare as equal text.
  return {
    fullName: values.fullName.trim(),
    phone: optional(values.phone),
    email: optional(values.email),
    street: values.street.trim(),
    street2: optional(values.street2),
    city: values.city.trim(),
    state: optional(values.state),
    zipcode: values.zipcode.trim(),
    country: values.country as OrderAddress['country'],
  };
}

/**
 * Messages by AddressFields' keys (address.city): the domain schema's before sending, else the
 * server's 400 (value.returnAddress.city).
 */
function addressErrors(
  local: Record<string, string>,
  error: unknown,
  field: string,
): Record<string, string> {
  if (Object.keys(local).length > 0) return local;
  if (!isApiError(error)) return {};
  const prefix = `value.${field}.`;
  return Object.fromEntries(
    Object.entries(error.errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [`address.${path.slice(prefix.length)}`, message]),
  );
}

/** An address that is either set or not (a switch), with the order form's fields. */
function OptionalAddress(props: {
  label: string;
  hint: string;
  isOn: boolean;
  onToggle: (isOn: boolean) => void;
  value: AddressValues;
  onField: SetAddressField;
  errors: Record<string, string>;
  testId: string;
}) {
  return (
    <Stack gap="sm" data-testid={props.testId}>
      <Switch
        label={props.label}
        description={props.hint}
        checked={props.isOn}
        onChange={(event) => props.onToggle(event.currentTarget.checked)}
        data-testid={`${props.testId}-switch`}
      />
      {props.isOn && (
        <AddressFields
          value={props.value}
          onField={props.onField}
          errors={props.errors}
          stateError={null}
        />
      )}
    </Stack>
  );
}

/** A form's frame: its fields, the save's error, when it was saved, the save button. */
function SettingsForm(props: {
  title: string;
  testId: string;
  updatedAt: string | null;
  save: { error: unknown; isPending: boolean };
  isDirty: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const guard = useLeaveGuard(props.isDirty);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <Section title={props.title} testId={props.testId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {props.children}
          <ApiErrorAlert error={props.save.error} testId={`${props.testId}-error`} />
          <Text size="sm" c="dimmed">
            {props.updatedAt
              ? t('settings.seller.savedAt', { when: formatDateTime(props.updatedAt) })
              : t('settings.seller.neverSaved')}
          </Text>
          <SaveSettingButton isPending={props.save.isPending} testId={props.testId} />
        </Stack>
      </form>
      <LeaveConfirmation guard={guard} />
    </Section>
  );
}

/** The save of one type, with its toast. */
function useSave() {
  const { t } = useTranslation();
  return useSellerConfigMutation({
    mutationFn: (body: SellerConfigBody) => sellerConfigApi.put(body),
    onSuccess: () => notifications.show({ color: 'teal', message: t('settings.seller.saved') }),
  });
}

/** Keeps an address's values with a stable field setter. */
function useAddress(initial: OrderAddress | null) {
  const [isOn, setOn] = useState(initial !== null);
  const [values, setValues] = useState(initial ? addressValuesOf(initial) : EMPTY_ADDRESS);
  const onField = useCallback<SetAddressField>(
    (field, value) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );
  return { isOn, setOn, values, onField, value: isOn ? addressOf(values) : null };
}

/** MAIN: the order form's preselected shipping, and the return address on packing slips. */
export function MainSettingsForm({ config }: { config: Main }) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<ShippingMethod>(config.value.defaultShippingMethod);
  const address = useAddress(config.value.returnAddress);
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useSave();
  const value = { defaultShippingMethod: method, returnAddress: address.value };
  const isDirty = JSON.stringify(value) !== JSON.stringify(config.value);
  const methods = useMemo<SegmentedControlItem[]>(
    () =>
      SHIPPING_METHODS.map((one) => ({ value: one, label: t(`settings.seller.methods.${one}`) })),
    [t],
  );
  const submit = () => {
    const body = checkDraft(sellerMainSettingSchema, value, setLocal, addressIn('returnAddress'));
    if (body === null) return;
    save.mutate({ type: 'MAIN', value: body });
  };
  return (
    <SettingsForm
      title={t('settings.seller.main.title')}
      testId="seller-main"
      updatedAt={config.updatedAt}
      save={save}
      isDirty={isDirty}
      onSubmit={submit}
    >
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('settings.seller.main.shipping')}
        </Text>
        <SegmentedControl
          data={methods}
          value={method}
          onChange={(next) => setMethod(next as ShippingMethod)}
          fullWidth
          data-testid="seller-main-shipping"
        />
        <Text size="xs" c="dimmed">
          {t('settings.seller.main.shippingHint')}
        </Text>
      </Stack>
      <OptionalAddress
        label={t('settings.seller.main.returnAddress')}
        hint={t('settings.seller.main.returnHint')}
        isOn={address.isOn}
        onToggle={address.setOn}
        value={address.values}
        onField={address.onField}
        errors={addressErrors(local, save.error, 'returnAddress')}
        testId="seller-return"
      />
    </SettingsForm>
  );
}

/** FORWARD: where returned or undeliverable parcels are forwarded, and a note for whoever does. */
export function ForwardSettingsForm({ config }: { config: Forward }) {
  const { t } = useTranslation();
  const address = useAddress(config.value.forwardingAddress);
  const [note, setNote] = useState(config.value.note);
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useSave();
  const value = { forwardingAddress: address.value, note: note.trim() };
  const isDirty = JSON.stringify(value) !== JSON.stringify(config.value);
  const submit = () => {
    const body = checkDraft(
      sellerForwardSettingSchema,
      value,
      setLocal,
      addressIn('forwardingAddress'),
    );
    if (body === null) return;
    save.mutate({ type: 'FORWARD', value: body });
  };
  return (
    <SettingsForm
      title={t('settings.seller.forward.title')}
      testId="seller-forward"
      updatedAt={config.updatedAt}
      save={save}
      isDirty={isDirty}
      onSubmit={submit}
    >
      <OptionalAddress
        label={t('settings.seller.forward.address')}
        hint={t('settings.seller.forward.addressHint')}
        isOn={address.isOn}
        onToggle={address.setOn}
        value={address.values}
        onField={address.onField}
        errors={addressErrors(local, save.error, 'forwardingAddress')}
        testId="seller-forwarding"
      />
      <Textarea
        label={t('settings.seller.forward.note')}
        value={note}
        maxLength={500}
        rows={2}
        onChange={(event) => setNote(event.currentTarget.value)}
        data-testid="seller-forward-note"
      />
    </SettingsForm>
  );
}

/** The schema's issues under an address, as AddressFields' keys; the others are not the form's. */
const addressIn =
  (field: string) =>
  (path: readonly PropertyKey[]): string | undefined =>
    path[0] === field ? `address.${String(path[1])}` : undefined;
