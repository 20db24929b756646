import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from './showError';

type ShippingToggleProps = {
  id: string;
  isDisallowShipping: boolean;
  onCancelShipping: (id: string) => Promise<void>;
  onResumeShipping: (id: string) => Promise<void>;
  /** Called with the new isDisallowShipping once the server accepted the change. */
  onChanged: (isDisallowShipping: boolean) => void;
};

/**
 * Cancel shipping (the item keeps no tracking code) or resume it (spec 02 section 4.7), each
 * after a confirmation asked in place, inside the tracking modal.
 */
export function ShippingToggle({
  id,
  isDisallowShipping,
  onCancelShipping,
  onResumeShipping,
  onChanged,
}: ShippingToggleProps) {
  const { t } = useTranslation();
  const [isAsking, setAsking] = useState(false);
  const [isPending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await (isDisallowShipping ? onResumeShipping(id) : onCancelShipping(id));
      onChanged(!isDisallowShipping);
      setAsking(false);
    } catch (error) {
      showError(error instanceof Error ? error.message : t('dataListPanels.tracking.genericError'));
    } finally {
      setPending(false);
    }
  };

  if (!isAsking) {
    return (
      <Button
        variant="light"
        color={isDisallowShipping ? 'teal' : 'orange'}
        onClick={() => setAsking(true)}
        data-testid={isDisallowShipping ? 'tracking-resume-shipping' : 'tracking-cancel-shipping'}
      >
        {t(
          isDisallowShipping
            ? 'dataListPanels.tracking.resumeShipping'
            : 'dataListPanels.tracking.cancelShipping',
        )}
      </Button>
    );
  }
  return (
    <Group gap="xs" data-testid="tracking-shipping-confirm">
      <Text size="sm">
        {t(
          isDisallowShipping
            ? 'dataListPanels.tracking.resumeShippingConfirm'
            : 'dataListPanels.tracking.cancelShippingConfirm',
        )}
      </Text>
      <Button
        size="xs"
        color={isDisallowShipping ? 'teal' : 'orange'}
        loading={isPending}
        onClick={() => void confirm()}
        data-testid="tracking-shipping-yes"
      >
        {t('dataListPanels.tracking.confirm')}
      </Button>
      <Button
        size="xs"
        variant="default"
        onClick={() => setAsking(false)}
        data-testid="tracking-shipping-no"
      >
        {t('dataListPanels.tracking.cancel')}
      </Button>
    </Group>
  );
}
