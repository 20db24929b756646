import type { Download } from 'playwright-core';
import { readFile } from 'node:fs/promises';
// The server's own PDF readers (poppler's pdftoppm and jsQR), which its packing-slip and QR-card
// tests read codes back with: one way of reading our PDFs, not a second one to keep in step.
import { readQrCode, renderPage } from '../../apps/server/src/modules/packing-slips/test-reader';

/**
 * The QR code printed on the first page of a downloaded PDF, as a phone would read the printed
 * sheet: the page rendered at 150 dpi and searched for a code. A sheet of one card has one code.
 */
export async function qrCodeOfDownload(download: Download): Promise<string | null> {
  const file = await download.path();
  const pdf = await readFile(file);
  return readQrCode(await renderPage(pdf, 1, 150));
}
