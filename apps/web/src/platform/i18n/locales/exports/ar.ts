import type { Messages } from '../en';
import type exportsEn from './en';

const exportsAr: Messages<typeof exportsEn> = {
  button: 'تصدير',
  running: 'جارٍ التصدير… {{percent}}%',
  format: 'صيغة الملف',
  formats: {
    xlsx: 'Excel (XLSX)',
    csv: 'CSV',
  },
  rows: 'الصفوف المراد تصديرها',
  scopes: {
    ALL_ITEMS: 'كل العناصر',
    BY_DATE: 'حسب التاريخ…',
    CURRENT_PAGE: 'الصفحة الحالية',
    MATCHED_FILTER: 'العناصر المطابقة لعوامل التصفية',
    SELECTED_ITEMS: 'العناصر المحددة ({{count}})',
  },
  byDate: {
    title: 'التصدير حسب التاريخ',
    hint: 'الصفوف المنشأة من التاريخ الأول إلى الأخير، بحسب منطقتك الزمنية.',
    startDate: 'من',
    endDate: 'إلى',
    order: 'يجب ألا يأتي التاريخ الأول بعد الأخير',
    cancel: 'إلغاء',
    submit: 'تصدير',
  },
  progress: {
    title: 'التصدير',
    pending: 'بانتظار دوره…',
    processing: 'تم تصدير {{done}} من {{total}} صفًا',
    finished: 'تم تصدير {{rows}} صفًا إلى {{fileName}}',
    failed: 'فشل التصدير: {{error}}',
    download: 'تنزيل',
    close: 'إغلاق',
  },
};

export default exportsAr;
