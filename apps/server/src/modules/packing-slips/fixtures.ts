import {
  packingSlipRecordSchema,
  type PackingSlipRecord,
  type PackingSlipRecordInput,
} from '@platfox/domain';
import sharp from 'sharp';

/** A picture of one flat colour (PNG), for designs and signatures in tests and the bench. */
export function flatPicture(
  width: number,
  height: number,
  color: { r: number; g: number; b: number },
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A packing-slip record with plausible values; `changes` override them. */
export function slipRecord(changes: Partial<PackingSlipRecordInput> = {}): PackingSlipRecord {
  return packingSlipRecordSchema.parse({
    orderSelfId: '#PF1024-7',
    productTypeName: 'Classic T-Shirt',
    attributes: ['Color:Black', 'Size:XL'],
    qtyIndex: 2,
    packingSlipTotalQty: 3,
    addressFullName: 'Ada Lovelace',
    address: {
      street: '12 St James Square',
      street2: 'Flat 4',
      city: 'London',
      stateName: null,
      otherState: 'Greater London',
      zipcode: 'SW1Y 4JH',
      countryName: 'United Kingdom',
    },
    createdBy: 'seller-1',
    verifyQRCode: 'PSV-8F3K2Q9Z-2',
    barcodeValue: 'PS8F3K2Q9Z-2',
    ...changes,
  });
}
