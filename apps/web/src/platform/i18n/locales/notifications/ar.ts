import type { Messages } from '../en';
import type notificationsEn from './en';

const notificationsAr: Messages<typeof notificationsEn> = {
  bell: {
    open: 'الإشعارات',
    title: 'الإشعارات',
    viewAll: 'عرض الكل',
    empty: 'لا توجد إشعارات',
    markAllRead: 'تعليم الكل كمقروء',
  },
  types: {
    ORDER: 'طلب',
    ORDER_ITEM: 'عنصر طلب',
    PRODUCT: 'منتج',
    TRANSACTION: 'معاملة',
    ISSUE: 'مشكلة',
    NETWORK: 'شبكة',
    TRACKING_UPDATE: 'تحديث التتبع',
    OTHERS: 'أخرى',
  },
  panel: {
    all: 'الكل',
    unread: 'غير المقروءة',
    category: 'الفئة',
    allCategories: 'كل الفئات',
    loadMore: 'تحميل المزيد',
    noMore: 'لقد اطلعت على كل الإشعارات',
    empty: 'لا توجد لديك إشعارات هنا بعد',
    markAllRead: 'تعليم الكل كمقروء',
    showItems: 'عرض {{count}} إضافية',
    hideItems: 'إخفاء',
    by: 'بواسطة {{name}}',
    unreadMark: 'غير مقروء',
    failed: 'تعذر تحميل الإشعارات.',
  },
  detail: {
    back: 'العودة إلى الإشعارات',
    open: 'فتح',
    sentAt: 'أُرسل',
    category: 'الفئة',
    actor: 'من',
    items: 'إشعارات ذات صلة',
    notFound: 'هذا الإشعار غير موجود أو لا يخصك.',
  },
  campaigns: {
    create: 'إشعار جديد',
    title: 'العنوان',
    description: 'الرسالة',
    audience: 'إرسال إلى',
    audiences: {
      ALL_SELLERS: 'كل التجار',
      ALL_PRINTERS: 'كل الموردين',
      USERS: 'مستخدمون مختارون',
    },
    users: 'المستخدمون',
    usersPlaceholder: 'البحث بالبريد الإلكتروني',
    send: 'إرسال',
    sentTo: 'أُرسل إلى {{count}} مستخدم',
    recipientsCount: 'المستلمون',
    sentAt: 'أُرسل',
    createdBy: 'أرسله',
    back: 'العودة إلى القائمة',
  },
  eventNotices: {
    close: 'إغلاق',
    previous: 'السابق',
    next: 'التالي',
    position: '{{current}} من {{total}}',
  },
};

export default notificationsAr;
