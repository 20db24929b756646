import {
  AFTER_SALE_STATUSES,
  COUPON_STATUSES,
  ETSY_ORDER_QUEUE_STATUSES,
  EXTERNAL_STORE_STATUSES,
  EXTERNAL_VARIANT_SYNC_STATUSES,
  FILE_UPLOAD_STATUSES,
  GALLERY_ITEM_STATUSES,
  GROUP_STATUSES,
  IMPORT_QUEUE_STATUSES,
  INVENTORY_STATUSES,
  ISSUE_STATUSES,
  NETWORK_MEMBER_STATUSES,
  ORDER_ITEM_STATUSES,
  PRINTER_PRODUCT_ITEM_STATUSES,
  PRODUCT_STATUSES,
  SHIPMENT_TRACKER_STATUSES,
  STORE_ORDER_STATUSES,
  SYNC_STATUSES,
  TRACKING_CODE_STATUSES,
  TRACKING_PUSH_STATUSES,
  TRANSACTION_STATUSES,
  USER_STATUSES,
} from '@platfox/domain';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../platform/i18n/locales/ar';
import en from '../platform/i18n/locales/en';
import { compositeStatusLabels, statusLabel } from './statusLabel';

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'ar',
    fallbackLng: 'en',
    resources: { en: { translation: en }, ar: { translation: ar } },
  });
});

const ENUMERATIONS = {
  GALLERY_ITEM_STATUSES,
  ORDER_ITEM_STATUSES,
  TRACKING_CODE_STATUSES,
  IMPORT_QUEUE_STATUSES,
  TRANSACTION_STATUSES,
  AFTER_SALE_STATUSES,
  NETWORK_MEMBER_STATUSES,
  ISSUE_STATUSES,
  SHIPMENT_TRACKER_STATUSES,
  PRODUCT_STATUSES,
  GROUP_STATUSES,
  COUPON_STATUSES,
  USER_STATUSES,
  SYNC_STATUSES,
  PRINTER_PRODUCT_ITEM_STATUSES,
  INVENTORY_STATUSES,
  FILE_UPLOAD_STATUSES,
  EXTERNAL_STORE_STATUSES,
  ETSY_ORDER_QUEUE_STATUSES,
  EXTERNAL_VARIANT_SYNC_STATUSES,
  STORE_ORDER_STATUSES,
  TRACKING_PUSH_STATUSES,
};

describe('statusLabel', () => {
  it.each(Object.entries(ENUMERATIONS))('labels every value of %s', (_, statuses) => {
    const labels: Record<string, string> = en.statuses;
    for (const status of statuses) expect(labels[status], status).toEqual(expect.any(String));
  });

  it('shows a status in the user’s language, whatever its case', () => {
    expect(statusLabel(i18n.t, 'PICKED')).toBe('تم الانتقاء');
    expect(statusLabel(i18n.t, 'ready_to_delivery')).toBe('جاهز للشحن');
    expect(statusLabel(i18n.getFixedT('en'), 'READY_TO_DELIVERY')).toBe('Ready to ship');
  });

  it('reads an unknown status as words rather than an enum value', () => {
    expect(statusLabel(i18n.t, 'SOME_NEW_STATUS')).toBe('Some new status');
  });

  it('labels each part of a composite status, keeping its suffix', () => {
    expect(compositeStatusLabels(i18n.getFixedT('en'), 'IN_TRANSIT:2|PICKED')).toEqual([
      { status: 'IN_TRANSIT', label: 'In transit: 2' },
      { status: 'PICKED', label: 'Picked' },
    ]);
  });
});
