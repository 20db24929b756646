import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { CARRIER_CODES, CARRIER_NAMES, type AccountType } from '@platfox/domain';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canEditTracking, canToggleShipping, seesLocalTrackingNumber } from './canEditTracking';
import { ShippingToggle } from './ShippingToggle';
import { showError } from './showError';

export type TrackingRow = {
  id?: string;
  status?: string;
  trackingCode?: string | null;
  trackingCarrierCode?: string | null;
  localTrackingNumber?: string | null;
  isDisallowShipping?: boolean;
};

export type TrackingValue = {
  id: string;
  trackingCode: string;
  trackingCarrierCode: string;
  /** Only when an admin saves. */
  localTrackingNumber?: string;
};

export type TrackingModalProps = {
  row: TrackingRow;
  userType: AccountType;
  opened: boolean;
  onClose: () => void;
  onSave: (value: TrackingValue) => Promise<void>;
  onCancelShipping: (id: string) => Promise<void>;
  onResumeShipping: (id: string) => Promise<void>;
};

/**
 * The tracking code of an order item (spec 02 sections 3.8, 4.7, 4.8, 5.5): carrier and code,
 * the local tracking number for admins, and cancelling or resuming its shipping. Each opening
 * starts from the row's values.
 */
export function TrackingModal(props: TrackingModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t('dataListPanels.tracking.title')}
      centered
    >
      {props.opened && <TrackingForm {...props} />}
    </Modal>
  );
}

const text = (value: string | null | undefined) => (value ?? '').trim();

function TrackingForm({
  row,
  userType,
  onClose,
  onSave,
  onCancelShipping,
  onResumeShipping,
}: TrackingModalProps) {
  const { t } = useTranslation();
  const isEditable = canEditTracking(row.status, userType);
  const withLocalNumber = seesLocalTrackingNumber(userType);
  const [initial, setInitial] = useState({
    carrier: text(row.trackingCarrierCode),
    code: text(row.trackingCode),
    local: text(row.localTrackingNumber),
  });
  const [carrier, setCarrier] = useState<string | null>(initial.carrier || null);
  const [code, setCode] = useState(initial.code);
  const [local, setLocal] = useState(initial.local);
  const [errors, setErrors] = useState<{ carrier?: string; code?: string }>({});
  const [isSaving, setSaving] = useState(false);
  const [isDisallowShipping, setDisallowShipping] = useState(row.isDisallowShipping === true);
  const carrierInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const isChanged =
    text(carrier) !== initial.carrier ||
    text(code) !== initial.code ||
    (withLocalNumber && text(local) !== initial.local);

  const carriers: { value: string; label: string }[] = CARRIER_CODES.map((value) => ({
    value,
    label: CARRIER_NAMES[value],
  }));
  // A carrier stored before the list changed still shows.
  if (initial.carrier && !carriers.some((option) => option.value === initial.carrier)) {
    carriers.push({ value: initial.carrier, label: initial.carrier });
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!isEditable || !isChanged) return;
    if (!row.id) return showError(t('dataListPanels.tracking.genericError'));
    const value = { carrier: text(carrier), code: text(code), local: text(local) };
    const found = {
      carrier: value.carrier ? undefined : t('dataListPanels.tracking.carrierRequired'),
      code: value.code ? undefined : t('dataListPanels.tracking.codeRequired'),
    };
    setErrors(found);
    if (found.carrier) return carrierInput.current?.focus();
    if (found.code) return codeInput.current?.focus();
    setCode(value.code);
    setLocal(value.local);
    setSaving(true);
    try {
      await onSave({
        id: row.id,
        trackingCode: value.code,
        trackingCarrierCode: value.carrier,
        ...(withLocalNumber ? { localTrackingNumber: value.local } : {}),
      });
      onClose();
    } catch (error) {
      showError(error instanceof Error ? error.message : t('dataListPanels.tracking.genericError'));
    } finally {
      setSaving(false);
    }
  };

  const onShippingChanged = (isNowDisallowed: boolean) => {
    setDisallowShipping(isNowDisallowed);
    if (!isNowDisallowed) return;
    // Cancelling shipping drops the code and the carrier (spec 02 section 4.7).
    setInitial((current) => ({ ...current, carrier: '', code: '' }));
    setCarrier(null);
    setCode('');
    setErrors({});
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate>
      <Stack gap="md" data-testid="tracking-modal">
        {!isEditable && userType !== 'SELLER' && (
          <Alert color="gray">{t('dataListPanels.tracking.notEditable')}</Alert>
        )}
        {isDisallowShipping && (
          <Alert color="orange" data-testid="tracking-shipping-cancelled">
            {t('dataListPanels.tracking.shippingCancelled')}
          </Alert>
        )}
        <Select
          ref={carrierInput}
          label={t('dataListPanels.tracking.carrier')}
          placeholder={t('dataListPanels.tracking.carrierPlaceholder')}
          data={carriers}
          value={carrier}
          onChange={(next) => {
            setCarrier(next);
            setErrors((current) => ({ ...current, carrier: undefined }));
          }}
          error={errors.carrier}
          readOnly={!isEditable}
          withAsterisk={isEditable}
          searchable
          data-testid="tracking-carrier"
        />
        <TextInput
          ref={codeInput}
          label={t('dataListPanels.tracking.code')}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setErrors((current) => ({ ...current, code: undefined }));
          }}
          onBlur={() => setCode((current) => current.trim())}
          error={errors.code}
          readOnly={!isEditable}
          withAsterisk={isEditable}
          maxLength={255}
          data-testid="tracking-code"
        />
        {withLocalNumber && (
          <TextInput
            label={t('dataListPanels.tracking.localNumber')}
            value={local}
            onChange={(event) => setLocal(event.currentTarget.value)}
            onBlur={() => setLocal((current) => current.trim())}
            readOnly={!isEditable}
            maxLength={255}
            data-testid="tracking-local-number"
          />
        )}
        <Group justify="space-between" gap="sm">
          {canToggleShipping(userType) && row.id ? (
            <ShippingToggle
              id={row.id}
              isDisallowShipping={isDisallowShipping}
              onCancelShipping={onCancelShipping}
              onResumeShipping={onResumeShipping}
              onChanged={onShippingChanged}
            />
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('dataListPanels.tracking.close')}
            </Button>
            {isEditable && (
              <Button
                type="submit"
                disabled={!isChanged}
                loading={isSaving}
                data-testid="tracking-save"
              >
                {t('dataListPanels.tracking.save')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export default TrackingModal;
