import { notifications } from '@mantine/notifications';
import type { PrinterUnitAction } from '@platfox/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timezoneOffset } from '../staff/api';
import { staffStore } from '../staff/staffSession';
import { productionApi, useRefreshFloor } from './api';

/** What a status change may add: the reason (cancel, return) and the coming stock date. */
export type ActionExtras = { description?: string; awaitingStockComingAt?: string };

/** A change made on behalf of the checked-in staff member (null when there is none). */
type Staffed<T> = (staff: { staffId: string; timezoneOffset: number }) => Promise<T>;

/** The server's message of a done change as a success toast; false when nothing was sent. */
function said(answer: { message: string } | null): boolean {
  if (answer) notifications.show({ color: 'teal', message: answer.message });
  return answer !== null;
}

/**
 * The floor's changes, each made by the checked-in staff member (spec 01 section 4): without
 * one the change is refused here with the spec's message and nothing is sent. After a change
 * every printer list and the item's own reads are fetched again, since the item moves lists.
 */
export function usePrinterActions() {
  const { t } = useTranslation();
  const refreshFloor = useRefreshFloor();
  const refresh = useCallback(() => void refreshFloor(), [refreshFloor]);

  /** The staff member, or the refusal toast and null. */
  const staffOrRefuse = useCallback((): string | null => {
    const { staffId } = staffStore.get();
    if (!staffId) {
      notifications.show({
        id: 'printer-staff-required',
        color: 'orange',
        message: t('printerItems.staffRequired'),
      });
    }
    return staffId;
  }, [t]);

  const asStaff = useCallback(
    async <T>(change: Staffed<T>): Promise<T | null> => {
      const staffId = staffOrRefuse();
      if (!staffId) return null;
      const answer = await change({ staffId, timezoneOffset: timezoneOffset() });
      refresh();
      return answer;
    },
    [staffOrRefuse, refresh],
  );

  return useMemo(
    () => ({
      staffOrRefuse,
      refresh,
      /** Every unit of the items that allows the action (PUT order-items/status). */
      bulk: async (ids: readonly string[], action: PrinterUnitAction, extras: ActionExtras = {}) =>
        said(
          await asStaff((staff) =>
            productionApi.bulk({ ids: [...ids], action, ...extras, ...staff }),
          ),
        ),
      /** The named units of one item (PUT order-items/:id/indexes). */
      indexes: async (
        id: string,
        qtyIndexes: readonly number[],
        action: PrinterUnitAction,
        extras: ActionExtras = {},
      ) =>
        said(
          await asStaff((staff) =>
            productionApi.indexes(id, { action, qtyIndexes: [...qtyIndexes], ...extras, ...staff }),
          ),
        ),
      /** The date of the item's awaiting-stock units: the named ones, or all of them. */
      comingDate: async (
        id: string,
        awaitingStockComingAt: string | null,
        qtyIndexes?: readonly number[],
      ) =>
        (await asStaff((staff) =>
          productionApi.comingDate(id, {
            awaitingStockComingAt,
            ...(qtyIndexes ? { qtyIndexes: [...qtyIndexes] } : {}),
            ...staff,
          }),
        )) !== null,
      /** Every to-pick unit of the chosen items' variants (PUT order-items/pick-all-variants). */
      pickAllVariants: async (ids: readonly string[]) =>
        said(await asStaff((staff) => productionApi.pickAllVariants({ ids: [...ids], ...staff }))),
    }),
    [asStaff, staffOrRefuse, refresh],
  );
}

export type PrinterActions = ReturnType<typeof usePrinterActions>;

/** A dialog acting on the rows a printer chose in a list (null: closed). */
export type ChosenRowsDialogProps = {
  ids: readonly string[] | null;
  actions: PrinterActions;
  onClose: () => void;
  onDone?: () => void;
};
