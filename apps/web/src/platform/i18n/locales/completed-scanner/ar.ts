import type { Messages } from '../en';
import type completedScannerEn from './en';

const completedScannerAr: Messages<typeof completedScannerEn> = {
  intro:
    'امسح قسيمة التعبئة لمنتج مكتمل (أو اكتب قيمتها واضغط Enter) لعرض عنصرها دون تغييره، ثم التقط صورًا للمنتج المكتمل.',
  input: {
    label: 'قيمة قسيمة التعبئة',
    placeholder: 'K7Q2M9XW4R_1',
    submit: 'بحث',
  },
  empty: 'امسح قسيمة تعبئة لعرض عنصرها.',
  item: {
    slip: 'قيمة القسيمة',
    quantity: 'الكمية',
    unitOf: '{{index}} من {{total}}',
    order: 'الطلب',
  },
  photos: {
    title: 'صور المنتج المكتمل',
    add: 'التقاط صور أو إضافتها',
    uploading: 'جارٍ رفع {{done}} من {{total}}…',
    added: 'الصور المضافة: {{count}}',
  },
  history: {
    title: 'عمليات المسح في هذه الجلسة',
    hint: 'آخر 20 عملية مسح، محفوظة حتى تغادر هذه الصفحة.',
    empty: 'لا توجد عمليات مسح في هذه الجلسة بعد.',
    scannedAt: 'وقت المسح',
  },
};

export default completedScannerAr;
