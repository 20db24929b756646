import sharp from 'sharp';
import type { DemoCast } from './calls';
import type { PlacedOrder } from './orders';

/*
 * Two issues of the demo seller on items ready to ship (issue 31 item 14): one open, waiting for
 * the admin, and one the admin resolved with a refund (a REFUND row on the seller's ledger).
 */

/** A photo of the fault, as a seller would attach one. */
const photo = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

async function report(cast: DemoCast, order: PlacedOrder, description: string) {
  const uploaded = await cast.seller.upload<{ data: { id: string } }>(
    '/issue-images',
    await photo(),
    'misprint.png',
  );
  const raised = await cast.seller<{ data: { id: string } }>(
    'POST',
    `/seller/order-items/${order.items[0]!.id}/report`,
    {
      type: 'ISSUE',
      origin: 'PRINTER',
      description,
      imageIds: [uploaded.data.id],
      action: 'REFUND',
    },
  );
  return raised.data.id;
}

export async function raiseIssues(cast: DemoCast, ready: PlacedOrder[]): Promise<void> {
  const [open, resolved] = ready;
  await report(cast, open!, 'The print on the front is smudged across the logo.');
  const id = await report(cast, resolved!, 'The colour came out much darker than the design.');
  await cast.admin('POST', `/issues/${id}/resolve`, {
    action: 'REFUND',
    amount: 1_000,
    note: 'Refunded: the colour is off the design.',
  });
}
