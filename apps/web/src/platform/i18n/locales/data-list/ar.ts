import type { Messages } from '../en';
import type dataListEn from './en';

const dataListAr: Messages<typeof dataListEn> = {
  total: 'الإجمالي: {{total}}',
  totalEstimated: 'الإجمالي: نحو {{total}}',
  pageSize: 'عدد الصفوف في الصفحة',
  perPage: '{{size}} / صفحة',
  goToPage: 'الانتقال إلى الصفحة',
  sortBy: 'الترتيب حسب {{label}}',
  select: 'تحديد',
  selectAll: 'تحديد الكل',
  selectRow: 'تحديد هذا الصف',
  selected: 'المحدد: {{count}}',
  actions: 'الإجراءات',
  open: 'فتح',
  panels: {
    filter: 'تصفية',
    columns: 'الأعمدة',
    scan: 'مسح',
  },
  layout: {
    table: 'عرض الجدول',
    grid: 'عرض الشبكة',
  },
  columns: {
    title: 'الحقول المعروضة',
    atLeastOne: 'يجب عرض حقل بيانات واحد على الأقل',
  },
  invalidFilter: 'قيمة التصفية غير صالحة',
  bulkDelete: {
    button: 'حذف ({{count}})',
    title: 'حذف',
    confirm: 'هل أنت متأكد من حذف هذا العنصر؟',
    ok: 'حذف',
    cancel: 'إلغاء',
    refused: 'لم يُحذف: {{reason}}',
  },
  newData: {
    arrived_zero: 'لم تصل عناصر جديدة',
    arrived_one: 'وصل عنصر جديد',
    arrived_two: 'وصل عنصران جديدان',
    arrived_few: 'وصلت {{count}} عناصر جديدة',
    arrived_many: 'وصل {{count}} عنصرًا جديدًا',
    arrived_other: 'وصل {{count}} عنصر جديد',
    updated: 'تم تحديث بيانات موجودة',
    loadNew: 'تحميل الجديد',
  },
  notificationMode: {
    notice: 'عرض عناصر إشعار',
    showAll: 'عرض الكل',
  },
  copy: {
    copy: 'نسخ',
    copyId: 'نسخ المعرّف',
    copied: 'تم النسخ',
    error: 'خطأ',
  },
  card: {
    sort: 'الترتيب حسب',
    more: 'كل الحقول',
  },
  processing: 'جارٍ المعالجة...',
  boolean: {
    yes: 'نعم',
    no: 'لا',
  },
  image: {
    open: 'فتح الصورة',
    title: 'الصورة',
    main: 'الصورة',
    details: 'صور التفاصيل',
    printDesigns: 'تصاميم الطباعة',
    background: 'الخلفية',
    backgrounds: {
      image: 'صورة',
      black: 'أسود',
      white: 'أبيض',
      mockup: 'نموذج',
    },
  },
};

export default dataListAr;
