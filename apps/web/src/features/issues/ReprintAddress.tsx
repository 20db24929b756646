import { Button, Checkbox, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountry } from '../../platform/i18n/formatCountry';
import { orderKeys, ordersApi } from '../orders/api';
import { AddressFields, type SetAddressField } from '../orders/AddressFields';
import { addressValuesOf, type AddressValues } from '../orders/cart';

/** The seller's answer about where a reprint ships: the order's address confirmed, or edited. */
export type ReprintChoice = { isConfirmed: boolean; edited: AddressValues | null };
export const NO_REPRINT_CHOICE: ReprintChoice = { isConfirmed: false, edited: null };

/**
 * A reprint ships again (issue 31 item 11): the seller confirms the order's address, or edits
 * it (the buyer moved, the first parcel was lost to a wrong street) before the claim is sent.
 */
export function ReprintAddress({
  orderId,
  value,
  onChange,
}: {
  orderId: string;
  value: ReprintChoice;
  onChange: (next: ReprintChoice) => void;
}) {
  const { t } = useTranslation();
  const order = useQuery({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => ordersApi.get(orderId, signal),
  });
  const onField: SetAddressField = useCallback(
    (field, text) => {
      if (!value.edited) return;
      onChange({ ...value, edited: { ...value.edited, [field]: text } });
    },
    [value, onChange],
  );
  const address = order.data?.address;
  return (
    <Paper withBorder radius="sm" p="sm" data-testid="issue-reprint-address">
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t('issues.report.reprintTo')}
        </Text>
        {value.edited ? (
          <AddressFields value={value.edited} onField={onField} errors={{}} stateError={null} />
        ) : address ? (
          <>
            <Text size="sm" dir="auto" data-testid="issue-reprint-current">
              {[
                address.fullName,
                [address.street, address.street2].filter(Boolean).join(', '),
                [address.city, address.state, address.zipcode].filter(Boolean).join(', '),
                formatCountry(address.country),
              ].join(' · ')}
            </Text>
            <Checkbox
              label={t('issues.report.reprintConfirm')}
              checked={value.isConfirmed}
              onChange={(event) => onChange({ ...value, isConfirmed: event.currentTarget.checked })}
              data-testid="issue-reprint-confirm"
            />
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPencil size={14} />}
              onClick={() => onChange({ isConfirmed: false, edited: addressValuesOf(address) })}
              style={{ alignSelf: 'flex-start' }}
              data-testid="issue-reprint-edit"
            >
              {t('issues.report.reprintEdit')}
            </Button>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
