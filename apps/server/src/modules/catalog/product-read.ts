import type { Product } from '@platfox/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbTx } from '../../platform/db';
import { files } from '../../platform/files/tables';
import { accountsReadModel } from '../accounts/index';
import { iso, sequentially } from './common';
import { toCatalogImage } from './designs';
import {
  catalogImages,
  productGeneratedMockups,
  productMockups,
  productPrintDesigns,
  products,
  type ProductRow,
} from './product-tables';
import { productTypes, uploadTypeItems } from './tables';
const { users } = accountsReadModel;

type Reader = Db | DbTx;

/** Products as the API shows them: seller and product type names, designs, mockups. */
export async function readProducts(db: Reader, rows: readonly ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [names, designs, mockups, generated] = await sequentially([
    db
      .select({
        id: products.id,
        sellerFullName: sql<string>`(${users.firstName} || ' ' || ${users.lastName})`,
        productTypeName: productTypes.name,
      })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .innerJoin(productTypes, eq(productTypes.id, products.productTypeId))
      .where(inArray(products.id, ids)),
    db
      .select({
        productId: productPrintDesigns.productId,
        item: uploadTypeItems,
        image: catalogImages,
        fileName: files.name,
      })
      .from(productPrintDesigns)
      .innerJoin(uploadTypeItems, eq(uploadTypeItems.id, productPrintDesigns.uploadTypeItemId))
      .innerJoin(catalogImages, eq(catalogImages.id, productPrintDesigns.designId))
      .innerJoin(files, eq(files.id, catalogImages.fileId))
      .where(inArray(productPrintDesigns.productId, ids))
      .orderBy(asc(uploadTypeItems.sortOrder)),
    db
      .select({ productId: productMockups.productId, image: catalogImages, fileName: files.name })
      .from(productMockups)
      .innerJoin(catalogImages, eq(catalogImages.id, productMockups.imageId))
      .innerJoin(files, eq(files.id, catalogImages.fileId))
      .where(inArray(productMockups.productId, ids))
      .orderBy(asc(productMockups.sortOrder)),
    db
      .select({
        productId: productGeneratedMockups.productId,
        image: catalogImages,
        fileName: files.name,
      })
      .from(productGeneratedMockups)
      .innerJoin(catalogImages, eq(catalogImages.id, productGeneratedMockups.imageId))
      .innerJoin(files, eq(files.id, catalogImages.fileId))
      .where(inArray(productGeneratedMockups.productId, ids)),
  ]);
  const generatedOf = new Map(generated.map((row) => [row.productId, row]));
  const nameOf = new Map(names.map((row) => [row.id, row]));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    sellerId: row.sellerId,
    sellerFullName: nameOf.get(row.id)?.sellerFullName ?? '',
    productTypeId: row.productTypeId,
    productTypeName: nameOf.get(row.id)?.productTypeName ?? '',
    title: row.title,
    sku: row.sku,
    description: row.description,
    designDescription: row.designDescription,
    status: row.status,
    printDesigns: designs
      .filter((design) => design.productId === row.id)
      .map(({ item, image, fileName }) => ({
        uploadTypeItemId: item.id,
        uploadTypeItemName: item.name,
        type: item.type,
        design: toCatalogImage(image, fileName),
      })),
    mockups: mockups
      .filter((mockup) => mockup.productId === row.id)
      .map(({ image, fileName }) => toCatalogImage(image, fileName)),
    generatedMockup: generatedOf.has(row.id)
      ? toCatalogImage(generatedOf.get(row.id)!.image, generatedOf.get(row.id)!.fileName)
      : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  }));
}
