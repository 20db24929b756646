import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { saveFile } from '../../ui/download';
import { slipsApi } from './api';

/** Lets the user choose one PDF; null when the picker was closed without one. */
export function pickPdf(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'application/pdf,.pdf';
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

export const isPdfFile = (file: File) =>
  file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));

/**
 * Uploads the item's shipping label (PDF only; the server checks the content again). Answers
 * whether one was stored; a refusal was toasted by the api client.
 */
export async function uploadShippingLabel(
  itemId: string,
  t: TFunction,
  pick: () => Promise<File | null> = pickPdf,
): Promise<boolean> {
  const file = await pick();
  if (!file) return false;
  if (!isPdfFile(file)) {
    notifications.show({ color: 'red', message: t('slips.labels.notPdf') });
    return false;
  }
  const label = await slipsApi.uploadLabel(itemId, file);
  notifications.show({
    color: 'teal',
    message: t('slips.labels.uploaded', { trackingCode: label.trackingCode }),
  });
  return true;
}

/** Saves the item's shipping label as a file. */
export async function downloadShippingLabel(itemId: string): Promise<void> {
  saveFile(await slipsApi.label(itemId), `shipping-label-${itemId.slice(0, 8)}.pdf`);
}
