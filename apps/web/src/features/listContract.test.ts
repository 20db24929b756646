import {
  AFTER_SALE_TYPES,
  LIST_MODELS,
  type DeclaredListField,
  type ListModelName,
} from '@platfox/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { filterTypeOf } from '../ui/data-list/filters/operations';
import type { DataListColumn, DataListConfig, FilterRow } from '../ui/data-list/types';
import {
  invalidAddressColumns,
  overDueColumns,
  overDueConfig,
  queueColumns,
  queueConfig,
} from './after-sale/listConfig';
import { ATTRIBUTE_LIST_CONFIG, attributeListColumns } from './catalog/lists/attributes';
import { BLANK_APPAREL_LIST_CONFIG, blankApparelListColumns } from './catalog/lists/blankApparels';
import { CATEGORY_LIST_CONFIG, categoryListColumns } from './catalog/lists/categories';
import { PRODUCT_TYPE_LIST_CONFIG, productTypeListColumns } from './catalog/lists/productTypes';
import { shippingPriceListColumns, shippingPriceListConfig } from './catalog/lists/shippingPrices';
import { UPLOAD_TYPE_LIST_CONFIG, uploadTypeListColumns } from './catalog/lists/uploadTypes';
// Issue 36: site content.
import {
  shortLinkListColumns,
  shortLinkListConfig,
  sitePageListColumns,
  sitePageListConfig,
} from './site-content/lists';
import { siteMaterialListColumns, siteMaterialListConfig } from './site-content/materialLists';
import { TRACE_LOG_LIST, traceLogColumns } from './audit/listConfig';
import { SENT_MAIL_LIST, sentMailColumns } from './mail/listConfig';
import { couponListColumns, couponListConfig } from './coupons/listConfig';
import { ruleListColumns, ruleListConfig } from './advanced-filters/listConfig';
import {
  badgeListColumns,
  contestListColumns,
  engagementListConfig,
  eventListColumns,
  groupListColumns,
} from './engagement/listConfig';
import { importQueueColumns, importQueueConfig } from './imports/listConfig';
import { networkListColumns, networkListConfig } from './networks/listConfig';
import { CAMPAIGN_LIST_CONFIG, campaignColumns } from './notifications/admin/listConfig';
import { DRAFT_ORDERS, orderColumns, orderItemColumns, PLACED_ORDERS } from './orders/listConfig';
import { PRINTER_LISTS, printerItemColumns, tabFilters } from './production/listConfig';
import { productListColumns, productListConfig, type ProductAudience } from './products/listConfig';
import { ROLE_LIST_CONFIG, roleListColumns } from './roles/listConfig';
import { shipmentTrackerColumns, shipmentTrackerConfig } from './shipment-tracker/listConfig';
import { signatureColumns } from './signatures/listConfig';
import {
  storeColumns,
  storeFilter,
  storeOrderColumns,
  STORES_CONFIG,
  variantColumns,
} from './stores/listConfig';
import { etsyQueueColumns } from './stores/EtsyQueue';
import { downloadedSlipColumns } from './slips/listConfig';
import {
  LIST_TYPES,
  transactionColumns,
  transactionListConfig,
  type TransactionListKind,
} from './transactions/listConfig';
import {
  adminStockLogColumns,
  adminStockLogListConfig,
  inventoryColumns,
  printerStockLogColumns,
  stockLogListConfig,
} from './stock/listConfig';
import { awaitingStockColumns, awaitingStockListConfig } from './stock/awaitingListConfig';
import { userListColumns, userListConfig } from './users/listConfig';
import { userScopeOf } from './users/scope';
import { WEBHOOK_DELIVERY_CONFIG, webhookDeliveryColumns } from './webhooks/listConfig';
import { issueColumns, issueConfig } from './issues/listConfig';

/*
 * Every list the web declares agrees with its model's declaration in the domain: a sortable
 * column sorts by a field the model sorts, a filterable column filters a field the model filters,
 * with the same filter type, existence operations, money and choices; the screens' fixed filters
 * and default sorts name the model's fields too.
 */

const t = ((key: string) => key) as unknown as TFunction;
const noop = () => undefined;

type AnyColumn = DataListColumn<never, string>;
/** One list of a screen: the model(s) it reads, its columns and (where exported) its config. */
type Walked = {
  name: string;
  file: string;
  models: readonly ListModelName[];
  columns: readonly unknown[];
  config?: Pick<DataListConfig, 'model' | 'defaultSort' | 'filtersRef' | 'scan'>;
  filtersRef?: readonly FilterRow[];
};

const ADMIN_VIEWER = { type: 'ADMIN' as const, permissions: ['USER_DETAIL_UPDATE'] };
const PRODUCT_AUDIENCES: ProductAudience[] = ['SELLER', 'ADMIN', 'WAREHOUSE'];
const TRANSACTION_KINDS = Object.keys(LIST_TYPES) as TransactionListKind[];

const WALKED: Walked[] = [
  // The printer's stock (issue 32).
  {
    name: 'stock log',
    file: 'stock/listConfig.tsx',
    models: ['stock-log'],
    columns: printerStockLogColumns(t),
    config: stockLogListConfig,
  },
  {
    name: 'admin stock log',
    file: 'stock/listConfig.tsx',
    models: ['admin-stock-log'],
    columns: adminStockLogColumns(t),
    config: adminStockLogListConfig,
  },
  {
    name: 'inventories',
    file: 'stock/listConfig.tsx',
    models: ['inventory'],
    columns: inventoryColumns(t),
  },
  {
    name: 'admin awaiting stock items',
    file: 'stock/awaitingListConfig.tsx',
    models: ['admin-item-awaiting-stock'],
    columns: awaitingStockColumns(t),
    config: awaitingStockListConfig,
  },
  ...[true, false].flatMap((isAdmin) =>
    [true, false].map((isDraft) => ({
      name: `orders (admin ${isAdmin}, draft ${isDraft})`,
      file: 'orders/listConfig.tsx',
      models: ['order'] as const,
      columns: orderColumns(t, { isAdmin, isDraft }),
      filtersRef: [...PLACED_ORDERS, ...DRAFT_ORDERS],
    })),
  ),
  {
    name: 'order items',
    file: 'orders/listConfig.tsx',
    models: ['order-item'],
    columns: orderItemColumns(t),
  },
  ...AFTER_SALE_TYPES.map((type) => {
    const config = queueConfig(type);
    return {
      name: `after-sale ${type}`,
      file: 'after-sale/listConfig.tsx',
      models: [config.model],
      columns: queueColumns(type, t),
      config,
    };
  }),
  ...(['processing', 'shipping'] as const).map((stage) => {
    const config = overDueConfig(stage);
    return {
      name: `over due ${stage}`,
      file: 'after-sale/listConfig.tsx',
      models: [config.model],
      columns: overDueColumns(t),
      config,
    };
  }),
  {
    name: 'invalid addresses',
    file: 'after-sale/listConfig.tsx',
    models: ['invalid-address-order'],
    columns: invalidAddressColumns(t),
  },
  ...[
    [ATTRIBUTE_LIST_CONFIG, attributeListColumns(t), 'attributes.tsx'],
    [BLANK_APPAREL_LIST_CONFIG, blankApparelListColumns(t), 'blankApparels.tsx'],
    [CATEGORY_LIST_CONFIG, categoryListColumns(t), 'categories.tsx'],
    [PRODUCT_TYPE_LIST_CONFIG, productTypeListColumns(t), 'productTypes.tsx'],
    [
      shippingPriceListConfig({ key: 'edit', label: 'Edit', run: noop }),
      shippingPriceListColumns(t),
      'shippingPrices.tsx',
    ],
    [UPLOAD_TYPE_LIST_CONFIG, uploadTypeListColumns(t), 'uploadTypes.tsx'],
  ].map(([config, columns, file]) => ({
    name: (config as DataListConfig).model,
    file: `catalog/lists/${file as string}`,
    models: [(config as DataListConfig).model as ListModelName],
    columns: columns as unknown[],
    config: config as DataListConfig,
  })),
  {
    name: 'coupons',
    file: 'coupons/listConfig.tsx',
    models: ['coupon-code'],
    columns: couponListColumns(t),
    config: couponListConfig(true, true),
  },
  {
    name: 'advanced filter rules',
    file: 'advanced-filters/listConfig.tsx',
    models: ['advanced-filter'],
    columns: ruleListColumns(t),
    config: ruleListConfig({ key: 'edit', label: 'Edit', run: () => undefined }),
  },
  // Engagement (issue 35).
  ...(
    [
      ['group', groupListColumns(t)],
      ['badge', badgeListColumns(t)],
      ['event', eventListColumns(t)],
      ['contest', contestListColumns(t)],
    ] as const
  ).map(([model, columns]) => ({
    name: `engagement ${model}`,
    file: 'engagement/listConfig.tsx',
    models: [model],
    columns: columns as unknown[],
    config: engagementListConfig(model, model, true, true) as DataListConfig,
  })),
  ...[
    { isAdmin: true },
    { isAdmin: false },
    { isAdmin: false, isTracking: true },
    { isAdmin: false, isProduct: true },
  ].map((options) => ({
    name: `imports ${JSON.stringify(options)}`,
    file: 'imports/listConfig.tsx',
    models: ['import-queue'] as const,
    columns: importQueueColumns(t, options),
    config: importQueueConfig('imports', noop, t, ['ORDER']),
  })),
  {
    name: 'networks',
    file: 'networks/listConfig.tsx',
    models: ['network'],
    columns: networkListColumns(t),
    config: networkListConfig(true),
  },
  {
    name: 'notification campaigns',
    file: 'notifications/admin/listConfig.tsx',
    models: ['notification-campaign'],
    columns: campaignColumns(t),
    config: CAMPAIGN_LIST_CONFIG,
  },
  ...Object.values(PRINTER_LISTS).map((list) => ({
    name: `printer ${list.key}`,
    file: 'production/listConfig.tsx',
    models: [list.model],
    columns: printerItemColumns(t, list),
    filtersRef: (['all', 'bySeller', 'highQuantity', 'tiktok'] as const).flatMap((tab) =>
      tabFilters(tab, 'seller-id'),
    ),
  })),
  ...PRODUCT_AUDIENCES.map((audience) => {
    const config = productListConfig(audience);
    return {
      name: `products ${audience}`,
      file: 'products/listConfig.tsx',
      models: [config.model],
      columns: productListColumns(audience, t),
      config,
    };
  }),
  {
    name: 'roles',
    file: 'roles/listConfig.tsx',
    models: ['user-role'],
    columns: roleListColumns(t),
    config: ROLE_LIST_CONFIG,
  },
  ...[true, false].map((isAdmin) => ({
    name: `shipment tracker (admin ${isAdmin})`,
    file: 'shipment-tracker/listConfig.tsx',
    models: ['shipment-tracker'] as const,
    columns: shipmentTrackerColumns(t, { isAdmin }),
    config: shipmentTrackerConfig('trackers'),
  })),
  {
    name: 'stores',
    file: 'stores/listConfig.tsx',
    models: ['external-store'],
    columns: storeColumns(t),
    config: STORES_CONFIG,
  },
  {
    name: 'store variants',
    file: 'stores/listConfig.tsx',
    models: ['external-store-variant'],
    columns: variantColumns(t),
    filtersRef: [storeFilter('storeId', ['s-1']), storeFilter('syncStatus', ['NOT_SYNC'])],
  },
  {
    name: 'store orders',
    file: 'stores/listConfig.tsx',
    models: ['external-store-order'],
    columns: storeOrderColumns(t),
    filtersRef: [storeFilter('storeId', ['s-1']), storeFilter('status', ['UN_SYNCED'])],
  },
  {
    name: 'pending Etsy orders',
    file: 'stores/EtsyQueue.tsx',
    models: ['etsy-order-queue'],
    columns: etsyQueueColumns(t),
    filtersRef: [storeFilter('storeId', ['s-1'])],
  },
  {
    name: 'signatures',
    file: 'signatures/listConfig.tsx',
    models: ['packing-slip-signature'],
    columns: signatureColumns(t),
  },
  ...(['SELLER', 'ADMIN', 'PRINTER'] as const).map((role) => ({
    name: `issues (${role})`,
    file: 'issues/listConfig.tsx',
    models: ['issue'] as const,
    columns: issueColumns(t, role),
    config: issueConfig(role),
  })),
  {
    name: 'trace logs',
    file: 'audit/listConfig.tsx',
    models: ['trace-log'],
    columns: traceLogColumns(t),
    config: TRACE_LOG_LIST,
  },
  {
    name: 'webhook deliveries',
    file: 'webhooks/listConfig.tsx',
    models: ['webhook-delivery'],
    columns: webhookDeliveryColumns(t),
    config: WEBHOOK_DELIVERY_CONFIG,
  },
  {
    name: 'downloaded slips',
    file: 'slips/listConfig.tsx',
    models: ['printer-downloaded-packing-slip'],
    columns: downloadedSlipColumns(t),
  },
  ...TRANSACTION_KINDS.map((kind) => ({
    name: `transactions ${kind}`,
    file: 'transactions/listConfig.tsx',
    models: ['transaction'] as const,
    columns: transactionColumns(kind, t),
    config: transactionListConfig(kind, { canOpenDetail: true }),
  })),
  {
    name: 'sent mails',
    file: 'mail/listConfig.tsx',
    models: ['sent-mail'],
    columns: sentMailColumns(t),
    config: SENT_MAIL_LIST,
  },
  {
    name: 'short links',
    file: 'site-content/lists.tsx',
    models: ['short-link'],
    columns: shortLinkListColumns(t),
    config: shortLinkListConfig({ key: 'edit', label: 'Edit', run: () => undefined }),
  },
  {
    name: 'site pages',
    file: 'site-content/lists.tsx',
    models: ['site-page'],
    columns: sitePageListColumns(t),
    config: sitePageListConfig({ key: 'edit', label: 'Edit', run: () => undefined }),
  },
  {
    name: 'site materials',
    file: 'site-content/materialLists.tsx',
    models: ['site-material'],
    columns: siteMaterialListColumns(t),
    config: siteMaterialListConfig({ key: 'edit', label: 'Edit', run: () => undefined }),
  },
  ...[userScopeOf({ type: 'ROOT', permissions: [] }), userScopeOf(ADMIN_VIEWER)].map((scope) => ({
    name: `users ${scope.prefix}`,
    file: 'users/listConfig.tsx',
    models: ['user'] as const,
    columns: userListColumns(scope, t),
    config: userListConfig(scope),
  })),
];

/** What is wrong with one column against the model's declaration (empty when nothing is). */
function problemsOf(model: ListModelName, column: AnyColumn): string[] {
  const declared = LIST_MODELS[model];
  const fields = declared.fields as Record<string, DeclaredListField | undefined>;
  const problems: string[] = [];
  if (!Object.hasOwn(declared.row.shape, column.key)) {
    problems.push(`reads ${column.key}, which the row does not carry`);
  }
  if (column.isSortable) {
    const name = column.sortingBy ?? column.key;
    if (!fields[name]?.isSortable) problems.push(`sorts by ${name}, which the model does not sort`);
  }
  if (!column.isFilter) return problems;
  const name = column.filterBy ?? column.key;
  const field = fields[name];
  if (!field?.isFilterable)
    return [...problems, `filters ${name}, which the model does not filter`];
  const type = filterTypeOf(column as DataListColumn);
  if (type !== field.type) problems.push(`filters ${name} as ${type}, the model as ${field.type}`);
  if (column.enableFilterExist && !field.isExistenceEnabled) {
    problems.push(`offers exists on ${name}, which the model does not`);
  }
  if (type === 'int' && (column.display === 'money') !== field.isMoney) {
    problems.push(
      field.isMoney
        ? `filters ${name} as a plain number, the model as money`
        : `filters ${name} as money, the model as a plain number`,
    );
  }
  const keys = new Set(field.choices?.map((choice) => choice.key));
  const foreign = (column.filterArrayData ?? []).filter((choice) => !keys.has(String(choice.key)));
  if (field.choices && foreign.length > 0) {
    problems.push(`offers ${foreign.map((choice) => choice.key).join(', ')} the model does not`);
  }
  return problems;
}

function filterProblems(model: ListModelName, rows: readonly FilterRow[]): string[] {
  const fields = LIST_MODELS[model].fields as Record<string, DeclaredListField | undefined>;
  return rows.flatMap((row) => {
    const field = fields[row.field];
    if (!field?.isFilterable)
      return [`fixes a filter on ${row.field}, which the model does not filter`];
    return field.type === row.type
      ? []
      : [`fixes ${row.field} as ${row.type}, the model as ${field.type}`];
  });
}

describe("the web's lists and the domain's list models", () => {
  it.each(WALKED.map((walked) => [walked.name, walked]))(
    '%s: sorts and filters only what the model sorts and filters',
    (_name, walked) => {
      const problems = walked.models.flatMap((model) => [
        ...(walked.columns as AnyColumn[]).flatMap((column) =>
          problemsOf(model, column).map((problem) => `${model}: column ${column.key} ${problem}`),
        ),
        ...filterProblems(model, [
          ...(walked.filtersRef ?? []),
          ...(walked.config?.filtersRef ?? []),
        ]),
      ]);
      const config = walked.config;
      if (config?.defaultSort) {
        const fields = LIST_MODELS[config.model as ListModelName].fields as Record<
          string,
          DeclaredListField | undefined
        >;
        if (!fields[config.defaultSort.field]?.isSortable) {
          problems.push(`the default sort ${config.defaultSort.field} does not sort`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('finds a column that sorts, filters or reads what the model does not', () => {
    const column = (fields: Partial<AnyColumn>) =>
      ({ key: 'fullName', label: 'Name', typeShow: 'text', ...fields }) as AnyColumn;
    expect(problemsOf('order', column({ isSortable: true }))).toEqual([
      'sorts by fullName, which the model does not sort',
    ]);
    expect(problemsOf('order', column({ isFilter: true }))).toEqual([
      'filters fullName, which the model does not filter',
    ]);
    expect(problemsOf('order', column({ key: 'nope' as never }))).toEqual([
      'reads nope, which the row does not carry',
    ]);
    expect(
      problemsOf('order', column({ key: 'total' as never, typeShow: 'int', isFilter: true })),
    ).toEqual(['filters total as a plain number, the model as money']);
    expect(
      problemsOf('order', column({ key: 'status' as never, typeShow: 'radio', isFilter: true })),
    ).toEqual(['filters status as radio, the model as array']);
  });

  it("walks every file that declares a list model's columns", () => {
    const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const declaring = Object.entries(sources)
      // A model's columns (ListColumn<'model'>), or columns of a row type of their own; the
      // generic components' DataListColumn<TRow> declare none, nor do the column makers generic
      // in the model (ListColumn<M>, catalog/lists/common.ts): the walked files that call them are
      // checked with the columns they make.
      .filter(([, source]) => /\bListColumn<(?!M\b)|\bDataListColumn<(?!TRow\b)/.test(source))
      .map(([path]) => path.replace(/^\.\//, ''))
      .sort();
    expect(declaring).toEqual([...new Set(WALKED.map((walked) => walked.file))].sort());
  });
});
