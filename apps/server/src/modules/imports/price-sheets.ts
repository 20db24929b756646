import { ShippingPriceService } from '../catalog/index';

type Sheet = ReturnType<ShippingPriceService['priceSheet']>;

/**
 * The catalogue's price sheets, remembered for one import: thousands of orders share a handful of
 * item combinations, and each would otherwise read the same rows again. One import prices its
 * orders from the catalogue as it was when the import began.
 */
export class ImportPriceSheets extends ShippingPriceService {
  private readonly sheets = new Map<string, Sheet>();

  override priceSheet(productTypeItemIds: readonly string[], country: string): Sheet {
    const key = `${country}:${[...new Set(productTypeItemIds)].sort().join(',')}`;
    let sheet = this.sheets.get(key);
    if (!sheet) {
      sheet = super.priceSheet(productTypeItemIds, country);
      this.sheets.set(key, sheet);
      // A failed read is not kept: the next order asks again.
      sheet.catch(() => this.sheets.delete(key));
    }
    return sheet;
  }
}
