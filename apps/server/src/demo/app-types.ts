import type { DemoCast } from './calls';

const options = (labels: [string, string][]) =>
  labels.map(([value, label], sortOrder) => ({ value, label, sortOrder, isActive: true }));

/**
 * App types' sample (issue 36): the reasons a seller picks from when asking for a refund, a
 * resend or a return (docs/areas/settings.md, "App types"), made by the admin in one call as the
 * screen does.
 */
export async function writeAppTypes({ admin }: DemoCast): Promise<void> {
  await admin('POST', '/apps/types', {
    appTypes: [
      {
        key: 'RETURN_REASON',
        name: 'Return reasons',
        description: 'Why a parcel came back to the warehouse',
        options: options([
          ['REFUSED', 'Refused by the buyer'],
          ['WRONG_ADDRESS', 'Wrong or incomplete address'],
          ['UNCLAIMED', 'Not collected at the pick-up point'],
          ['DAMAGED', 'Damaged in transit'],
        ]),
      },
      {
        key: 'REFUND_REASON',
        name: 'Refund reasons',
        description: 'Why a merchant asks for money back on an item',
        options: options([
          ['PRINT_DEFECT', 'Print defect'],
          ['LATE_DELIVERY', 'Delivered too late'],
          ['NOT_DELIVERED', 'Never delivered'],
        ]),
      },
      {
        key: 'RESEND_REASON',
        name: 'Resend reasons',
        description: 'Why a merchant asks for an item to be printed and sent again',
        options: options([
          ['LOST_IN_TRANSIT', 'Lost in transit'],
          ['PRINT_DEFECT', 'Print defect'],
          ['WRONG_ITEM', 'Wrong item or size sent'],
          ['DAMAGED', 'Arrived damaged'],
        ]),
      },
    ],
  });
}
