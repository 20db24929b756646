import { describe, expect, it } from 'vitest';
import {
  packingSlipDownloadBodySchema,
  packingSlipQuerySchema,
  packingSlipRecordSchema,
} from './packing-slips';

const minimal = {
  orderSelfId: '#PF1-1',
  productTypeName: 'Mug',
  qtyIndex: 1,
  packingSlipTotalQty: 1,
  addressFullName: 'Ada Lovelace',
  address: {},
  createdBy: 'seller-1',
  verifyQRCode: 'PSV-1',
  barcodeValue: 'PS1',
};

const issuesOf = (input: unknown) =>
  (packingSlipRecordSchema.safeParse(input).error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));

describe('packing-slip record', () => {
  it('fills the optional parts and takes flags as booleans or "true" / "false"', () => {
    const record = packingSlipRecordSchema.parse({
      ...minimal,
      isReprint: 'true',
      isTikTokOrder: 'false',
      applyFastShipping: true,
    });
    expect(record).toMatchObject({
      isReprint: true,
      isTikTokOrder: false,
      applyFastShipping: true,
      isLocalPickup: false,
      attributes: [],
      printDesigns: [],
      signatureImage: null,
      address: { street: '', street2: null, countryName: '' },
    });
  });

  it('refuses a quantity index above the total, an attribute without name:value, and a non-ASCII barcode', () => {
    expect(issuesOf({ ...minimal, qtyIndex: 3, packingSlipTotalQty: 2 })).toEqual([
      { path: 'qtyIndex', message: 'The quantity index is above the total quantity' },
    ]);
    expect(issuesOf({ ...minimal, attributes: ['Color:Red', 'Large'] })).toEqual([
      { path: 'attributes.1', message: 'An attribute reads name:value' },
    ]);
    expect(issuesOf({ ...minimal, barcodeValue: 'PS—1' })).toEqual([
      { path: 'barcodeValue', message: 'A barcode holds printable ASCII only' },
    ]);
  });

  it('takes an image as bytes or as a file id, nothing else', () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const fileId = '7f1c2a8e-7a55-4f0e-9a49-2b7c9d0e4b11';
    expect(
      packingSlipRecordSchema.parse({ ...minimal, signatureImage: { bytes } }).signatureImage,
    ).toEqual({ bytes });
    expect(
      packingSlipRecordSchema.parse({ ...minimal, signatureImage: { fileId } }).signatureImage,
    ).toEqual({ fileId });
    expect(issuesOf({ ...minimal, signatureImage: { url: 'http://x' } })).not.toEqual([]);
  });
});

describe('mass download body', () => {
  it('needs blank apparels or order items, and a staff id', () => {
    const result = packingSlipDownloadBodySchema.safeParse({ staffId: ' ' });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'orderItemIds',
      'staffId',
    ]);
    expect(
      packingSlipDownloadBodySchema.parse({
        staffId: 'ST-1',
        blankApparelIds: ['7f1c2a8e-7a55-4f0e-9a49-2b7c9d0e4b11'],
      }),
    ).toMatchObject({ contents: 'PACKING_SLIPS', timezoneOffset: 0 });
  });
});

describe('single slip query', () => {
  it('reads the quantity index and offset from the query string; a staff id is an id', () => {
    expect(packingSlipQuerySchema.parse({ qtyIndex: '2', timezoneOffset: '-300' })).toEqual({
      qtyIndex: 2,
      timezoneOffset: -300,
    });
    expect(packingSlipQuerySchema.parse({})).toEqual({ timezoneOffset: 0 });
    expect(packingSlipQuerySchema.safeParse({ qtyIndex: '0' }).success).toBe(false);
    expect(packingSlipQuerySchema.safeParse({ staffId: 'ST-3' }).success).toBe(false);
  });
});
