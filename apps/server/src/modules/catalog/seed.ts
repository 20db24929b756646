import { randomString } from '@platfox/domain';
import type { DbTx } from '../../platform/db';
import { files } from '../../platform/files/tables';
import { DEMO_DESIGN_PX, demoStorageKey, type DemoImageName } from './demo-images';
import { catalogImages, productPrintDesigns, products } from './product-tables';
import { combinationKey } from './product-type-items';
import {
  blankApparelItems,
  blankApparels,
  blankApparelStockLogs,
  printerPermissions,
  shippingPrices,
} from './supply-tables';
import * as tables from './tables';

/** Size prices in cents: $9.50 to $11.00 whatever the colour. */
const SIZE_PRICES = { S: 950, M: 1000, L: 1100 } as const;
const OPENING_STOCK = 100;

/**
 * A demo catalogue on which a fresh start can place an order: attributes Color and Size, the
 * upload type "Front & Back", the activated product type "Classic T-Shirt" with six items, its
 * blank apparel in stock, US shipping prices, the demo printer allowed to produce it and two
 * products of the demo seller. The designs' contents are drawn when first opened (demo-images.ts).
 */
export async function seedCatalog(
  tx: DbTx,
  accounts: { sellerId: string; printerId: string; adminId: string },
): Promise<void> {
  const [color] = await tx
    .insert(tables.attributes)
    .values({ name: 'Color', element: 'COLOR', option: 'COLOR' })
    .returning();
  const [size] = await tx
    .insert(tables.attributes)
    .values({ name: 'Size', element: 'SIZE', option: 'TEXT' })
    .returning();
  const colors = await tx
    .insert(tables.attributeOptions)
    .values([
      { attributeId: color!.id, name: 'White', value: '#FFFFFF', sortOrder: 0 },
      { attributeId: color!.id, name: 'Black', value: '#000000', sortOrder: 1 },
    ])
    .returning();
  const sizes = await tx
    .insert(tables.attributeOptions)
    .values(
      (['S', 'M', 'L'] as const).map((name, sortOrder) => ({
        attributeId: size!.id,
        name,
        value: name,
        sortOrder,
      })),
    )
    .returning();

  const [uploadType] = await tx
    .insert(tables.uploadTypes)
    .values({ name: 'Front & Back', isGroupType: true })
    .returning();
  const [front, back] = await tx
    .insert(tables.uploadTypeItems)
    .values(
      [
        { uploadTypeId: uploadType!.id, type: 'FRONT' as const, name: 'Front', isRequired: true },
        { uploadTypeId: uploadType!.id, type: 'BACK' as const, name: 'Back', isRequired: false },
      ].map((item, sortOrder) => ({ ...item, ...DEMO_DESIGN_PX, sortOrder })),
    )
    .returning();

  const [category] = await tx
    .insert(tables.productTypeCategories)
    .values({ name: 'T-Shirts' })
    .returning();
  const [tee] = await tx
    .insert(tables.productTypes)
    .values({
      name: 'Classic T-Shirt',
      description: 'A soft cotton crew-neck tee, printed front and back.',
      categoryId: category!.id,
      uploadTypeId: uploadType!.id,
      status: 'ACTIVATED',
      extraPrintPrice: 300,
      estimatedProcessingDay: 2,
      estimatedDeliveryDay: 5,
      shortSku: 'CTS',
      sides: 'Two Side',
    })
    .returning();
  await tx.insert(tables.productTypeAttributes).values([
    {
      productTypeId: tee!.id,
      attributeId: color!.id,
      optionIds: colors.map((o) => o.id),
      sortOrder: 0,
    },
    {
      productTypeId: tee!.id,
      attributeId: size!.id,
      optionIds: sizes.map((o) => o.id),
      sortOrder: 1,
    },
  ]);
  const combinations = colors.flatMap((colorOption) =>
    sizes.map((sizeOption) => ({ colorOption, sizeOption })),
  );
  const items = await tx
    .insert(tables.productTypeItems)
    .values(
      combinations.map(({ colorOption, sizeOption }, sortOrder) => ({
        productTypeId: tee!.id,
        combination: combinationKey([colorOption.id, sizeOption.id]),
        price: SIZE_PRICES[sizeOption.name as keyof typeof SIZE_PRICES],
        weight: 0.4,
        shippingDescription: 'Ships folded in a poly mailer',
        shippingSku: `CTS-${colorOption.name.toUpperCase()}-${sizeOption.name}`,
        sortOrder,
      })),
    )
    .returning();
  await tx.insert(tables.productTypeItemOptions).values(
    items.flatMap((item, index) => [
      { productTypeItemId: item.id, attributeOptionId: combinations[index]!.colorOption.id },
      { productTypeItemId: item.id, attributeOptionId: combinations[index]!.sizeOption.id },
    ]),
  );

  const [blank] = await tx
    .insert(blankApparels)
    .values({ productTypeId: tee!.id, name: 'Classic cotton tee blank' })
    .returning();
  const stock = await tx
    .insert(blankApparelItems)
    .values(
      items.map((item) => ({
        blankApparelId: blank!.id,
        productTypeItemId: item.id,
        stock: OPENING_STOCK,
      })),
    )
    .returning();
  await tx.insert(blankApparelStockLogs).values(
    stock.map((row) => ({
      blankApparelItemId: row.id,
      ref: 'Opening stock',
      previousStock: 0,
      stock: OPENING_STOCK,
      actorId: accounts.adminId,
    })),
  );
  await tx.insert(shippingPrices).values(
    items.map((item) => ({
      country: 'US',
      productTypeItemId: item.id,
      normalFirstItem: 450,
      normalRestItems: 200,
      fastFirstItem: 900,
      fastRestItems: 350,
    })),
  );
  await tx
    .insert(printerPermissions)
    .values({ printerId: accounts.printerId, productTypeId: tee!.id });

  const design = async (name: DemoImageName, uploadTypeItemId: string) => {
    const [original, thumbnail] = await tx
      .insert(files)
      .values([
        {
          ownerId: accounts.sellerId,
          name: `${name}.png`,
          contentType: 'image/png',
          size: 0,
          storageKey: demoStorageKey(name, 'original'),
        },
        {
          ownerId: accounts.sellerId,
          name: `${name}-thumbnail.webp`,
          contentType: 'image/webp',
          size: 0,
          storageKey: demoStorageKey(name, 'thumbnail'),
        },
      ])
      .returning();
    const [image] = await tx
      .insert(catalogImages)
      .values({
        kind: 'DESIGN',
        ownerId: accounts.sellerId,
        fileId: original!.id,
        thumbnailFileId: thumbnail!.id,
        uploadTypeItemId,
        ...DEMO_DESIGN_PX,
        dpi: 150,
      })
      .returning();
    return image!.id;
  };
  const demoProducts = [
    { title: 'Platfox logo tee', sku: 'PF-LOGO-TEE', designs: [['logo-front', front!.id]] },
    {
      title: 'Front and back tee',
      sku: 'PF-DUO-TEE',
      designs: [
        ['duo-front', front!.id],
        ['duo-back', back!.id],
      ],
    },
  ] as const;
  for (const demo of demoProducts) {
    const [product] = await tx
      .insert(products)
      .values({
        code: randomString(),
        sellerId: accounts.sellerId,
        productTypeId: tee!.id,
        title: demo.title,
        sku: demo.sku,
      })
      .returning();
    for (const [name, uploadTypeItemId] of demo.designs) {
      await tx.insert(productPrintDesigns).values({
        productId: product!.id,
        uploadTypeItemId,
        designId: await design(name, uploadTypeItemId),
      });
    }
  }
}
