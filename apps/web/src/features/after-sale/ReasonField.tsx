import { Select, Stack, Textarea } from '@mantine/core';
import type { AfterSaleType } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { afterSaleApi, afterSaleKeys } from './api';

/** The pick that leaves the admin's list for the seller's own words. */
const OTHER = '__other';

type ReasonFieldProps = {
  type: AfterSaleType;
  onChange: (reason: string) => void;
};

/**
 * A request's reason. Where the admin keeps reasons for the request's type (an app type,
 * /a/app-types: REFUND_REASON, RESEND_REASON, RETURN_REASON), the seller picks one, with details
 * if they like, or "Other" and writes their own; the request sends the words ("Lost in transit:
 * tracking stopped in Memphis"). Without the admin's list the reason is free text, as before.
 * Mounted once per type (its key), so a new type starts empty.
 */
export function ReasonField({ type, onChange }: ReasonFieldProps) {
  const { t } = useTranslation();
  const reasons = useQuery({
    queryKey: afterSaleKeys.reasons(type),
    queryFn: ({ signal }) => afterSaleApi.reasons(type, signal),
    retry: false,
  });
  const [picked, setPicked] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const options = reasons.data ?? null;

  const tell = (nextPicked: string | null, nextDetails: string) => {
    const label = options?.find((option) => option.value === nextPicked)?.label;
    const words = nextDetails.trim();
    onChange(label ? (words ? `${label}: ${words}` : label) : nextPicked === OTHER ? words : '');
  };

  if (!options) {
    return (
      <Textarea
        label={t('afterSale.request.reason')}
        placeholder={t('afterSale.request.reasonPlaceholder')}
        value={details}
        onChange={(event) => {
          setDetails(event.currentTarget.value);
          onChange(event.currentTarget.value.trim());
        }}
        maxLength={1000}
        required
        data-testid="after-sale-reason"
      />
    );
  }
  return (
    <Stack gap="xs">
      <Select
        label={t('afterSale.request.reason')}
        placeholder={t('afterSale.request.pickReason')}
        data={[
          ...options.map((option) => ({ value: option.value, label: option.label })),
          { value: OTHER, label: t('afterSale.request.otherReason') },
        ]}
        value={picked}
        onChange={(value) => {
          setPicked(value);
          tell(value, details);
        }}
        required
        allowDeselect={false}
        comboboxProps={{ withinPortal: false }}
        data-testid="after-sale-reason-pick"
      />
      <Textarea
        label={t('afterSale.request.reasonDetails')}
        placeholder={t('afterSale.request.reasonPlaceholder')}
        value={details}
        onChange={(event) => {
          setDetails(event.currentTarget.value);
          tell(picked, event.currentTarget.value);
        }}
        maxLength={900}
        required={picked === OTHER}
        data-testid="after-sale-reason"
      />
    </Stack>
  );
}
