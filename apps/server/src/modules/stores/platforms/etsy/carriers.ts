import type { StoreFulfilment } from '../types';

/*
 * The carrier names Etsy's createReceiptShipment recognises (Etsy's list of supported carriers:
 * a carrier_name slug per carrier, from which Etsy builds the buyer's tracking link). Our carriers
 * by their names (domain CARRIER_NAMES); any other carrier is sent as "other", its name (and
 * tracking link) written into the note to the buyer so the buyer still knows who brings it.
 */
const ETSY_CARRIERS: Record<string, string> = {
  usps: 'usps',
  ups: 'ups',
  fedex: 'fedex',
  dhlexpress: 'dhl',
  dhlecommerce: 'dhl-global-mail',
  royalmail: 'royal-mail',
  australiapost: 'australia-post',
  canadapost: 'canada-post',
};

const simple = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** carrier_name and note_to_buyer for a shipment of this fulfilment. */
export function etsyShipmentOf(fulfilment: StoreFulfilment): {
  carrierName: string;
  noteToBuyer?: string;
} {
  const known = ETSY_CARRIERS[simple(fulfilment.company)];
  if (known) {
    return {
      carrierName: known,
      ...(fulfilment.noteToBuyer ? { noteToBuyer: fulfilment.noteToBuyer } : {}),
    };
  }
  const link = fulfilment.url ? ` (${fulfilment.url})` : '';
  const carrier = `Shipped with ${fulfilment.company}${link}.`;
  const noteToBuyer = fulfilment.noteToBuyer ? `${carrier}\n${fulfilment.noteToBuyer}` : carrier;
  return { carrierName: 'other', noteToBuyer };
}
