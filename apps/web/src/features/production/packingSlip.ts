import { timezoneOffset } from '../staff/api';
import { staffStore } from '../staff/staffSession';
import { productionApi } from './api';

/** How long the opened PDF's object URL lives: the new tab has read it long before. */
const URL_LIFETIME_MS = 60_000;

/**
 * Opens an item's packing slip (a PDF behind the bearer token) in a new tab: the tab is opened
 * during the click, so no popup blocker stops it, and gets the file once it arrived. A refusal
 * closes the tab; the api client's toast says why.
 */
export async function openPackingSlip(itemId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const pdf = await productionApi.packingSlip(itemId, {
      staffId: staffStore.get().staffId,
      timezoneOffset: timezoneOffset(),
    });
    const url = URL.createObjectURL(pdf);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
