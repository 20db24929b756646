import {
  IconAlertTriangle,
  IconBuildingStore,
  IconCalendarEvent,
  IconCalendarDue,
  IconClipboardList,
  IconFileDownload,
  IconFileImport,
  IconKey,
  IconLayoutDashboard,
  IconMapPin,
  IconMedal,
  IconNetwork,
  IconPackage,
  IconPhoto,
  IconReportMoney,
  IconSettings,
  IconShoppingCart,
  IconTrophy,
  IconWallet,
} from '@tabler/icons-react';
import { todaysOrdersLink } from '../../features/orders/todaysOrders';
import { item, section } from './declare';
import type { MenuEntry } from './types';

/** The seller (Merchant) side menu. */
export const sellerMenu: MenuEntry[] = [
  item('/s', IconLayoutDashboard),
  section('orders', [
    item('/s/orders', IconShoppingCart, { createLink: '/s/order/create' }),
    { ...item(todaysOrdersLink(), IconCalendarDue), label: 'ordersToday' },
    item('/s/draft-orders', IconClipboardList),
    item('/s/invalid-address-orders', IconMapPin, { badgeKey: 'addressReminder' }),
    item('/s/order/import', IconFileImport),
    item('/s/issues', IconClipboardList),
  ]),
  section('products', [
    item('/s/products', IconPackage, { createLink: '/s/product/create' }),
    item('/s/product/import', IconFileImport),
    item('/s/product-statistics', IconReportMoney),
    item('/s/gallery', IconPhoto),
  ]),
  section('stores', [
    item('/s/stores', IconBuildingStore),
    // Issue 31 item 7: store orders that cannot become drafts, counted so they are never hidden.
    item('/s/store-orders', IconAlertTriangle, { badgeKey: 'storeOrdersNeedYou' }),
  ]),
  section('finance', [
    item('/s/transaction/deposits', IconWallet),
    item('/s/transaction/others', IconReportMoney),
    item('/s/transaction/create', IconWallet),
    item('/s/transaction/withdraw/create', IconWallet),
  ]),
  section('marketing', [
    item('/s/events', IconCalendarEvent),
    item('/s/contests', IconTrophy),
    item('/s/network', IconNetwork),
    item('/s/my-badge', IconMedal),
  ]),
  section('settings', [
    item('/s/general-setting', IconSettings),
    item('/s/packing-slip-signature', IconSettings),
    item('/s/api-key', IconKey),
    item('/s/downloadbk', IconFileDownload),
  ]),
];
