import { notifications } from '@mantine/notifications';
import { isCarrierCode, type OrderItemStatus } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TrackingModal } from '../../ui/data-list/tracking/TrackingModal';
import { productionApi, productionKeys } from './api';
import type { PrinterActions } from './usePrinterActions';

export type TrackingRequest = {
  itemId: string;
  status: OrderItemStatus;
  isDisallowShipping: boolean;
  /** Edit the item's current code (list rows), or add one more (the order view's button). */
  mode: 'edit' | 'add';
};

/**
 * The data list's tracking modal on the printer's calls (spec 02 sections 4.7, 4.8, 5.5): add or
 * edit the code and carrier (POST printer/add-tracking-code), cancel or resume shipping (PUT
 * printer/order-items/:id/shipping). The item is read first for its codes' ids, so editing the
 * current code changes it instead of adding a second one.
 */
export function PrinterTracking({
  request,
  actions,
  onClose,
}: {
  request: TrackingRequest | null;
  actions: PrinterActions;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const itemId = request?.itemId ?? '';
  const item = useQuery({
    queryKey: productionKeys.item(itemId),
    queryFn: ({ signal }) => productionApi.item(itemId, signal),
    enabled: itemId !== '',
  });
  const current =
    request?.mode === 'edit'
      ? (item.data?.trackingCodes.find((code) => code.trackingCode === item.data?.trackingCode) ??
        item.data?.trackingCodes.at(-1))
      : undefined;

  /** The modal shows the thrown message; nothing is sent without a staff member. */
  const staffOrThrow = () => {
    if (!actions.staffOrRefuse()) throw new Error(t('printerItems.staffRequired'));
  };
  const setShipping = async (id: string, isDisallowShipping: boolean) => {
    staffOrThrow();
    await productionApi.setShipping(id, isDisallowShipping);
    actions.refresh();
  };

  return (
    <TrackingModal
      opened={request !== null && !item.isPending}
      onClose={onClose}
      userType="PRINTER"
      row={{
        id: request?.itemId,
        status: item.data?.status ?? request?.status,
        trackingCode: current?.trackingCode ?? null,
        trackingCarrierCode: current?.trackingCarrierCode ?? null,
        isDisallowShipping: item.data?.isDisallowShipping ?? request?.isDisallowShipping,
      }}
      onSave={async (value) => {
        staffOrThrow();
        // The modal offers only known carriers, except one stored before the list changed.
        if (!isCarrierCode(value.trackingCarrierCode)) {
          throw new Error(t('dataListPanels.tracking.carrierRequired'));
        }
        const answer = await productionApi.addTracking({
          orderItemId: value.id,
          ...(current ? { id: current.id } : {}),
          trackingCode: value.trackingCode,
          trackingCarrierCode: value.trackingCarrierCode,
        });
        for (const warning of answer.warnings) {
          notifications.show({ color: 'yellow', message: warning });
        }
        actions.refresh();
      }}
      onCancelShipping={(id) => setShipping(id, true)}
      onResumeShipping={(id) => setShipping(id, false)}
    />
  );
}
