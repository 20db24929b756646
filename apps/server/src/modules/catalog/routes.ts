import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { AttributeService } from './attributes';
import { BlankApparelService } from './blank-apparels';
import { ProductTypeCategoryService } from './categories';
import { designRoutes } from './design-routes';
import { DirectUploads } from './direct-uploads';
import { mockupRoutes } from './mockup-routes';
import { PrinterPermissionService } from './printer-permissions';
import { productRoutes } from './product-routes';
import { productTypeRoutes } from './product-type-routes';
import { ProductTypeService } from './product-types';
import { referenceRoutes } from './reference-routes';
import { ShippingPriceService } from './shipping-prices';
import { supplyRoutes } from './supply-routes';
import { UploadTypeService } from './upload-types';

/** The catalogue (spec 03 section 3.3): reference data, product types, supply, products, images. */
export function catalogRoutes(
  app: App,
  { database, live, files, products, catalogImages, mockups }: Services,
): void {
  const { db } = database;
  referenceRoutes(app, {
    attributes: new AttributeService(db, live),
    uploadTypes: new UploadTypeService(db, live),
    categories: new ProductTypeCategoryService(db, live),
  });
  productTypeRoutes(app, new ProductTypeService(db, live));
  supplyRoutes(app, {
    blankApparels: new BlankApparelService(db, live),
    shippingPrices: new ShippingPriceService(db, live),
    printerPermissions: new PrinterPermissionService(db),
  });
  productRoutes(app, products);
  designRoutes(app, catalogImages);
  mockupRoutes(app, mockups, new DirectUploads(db, files.store));
}
