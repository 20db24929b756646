import type { Messages } from '../en';
import type signaturesEn from './en';

const signaturesAr: Messages<typeof signaturesEn> = {
  current: 'التوقيع الحالي',
  none: 'لا يوجد توقيع بعد: تُطبع القسائم بدونه.',
  size: '{{width}} × {{height}} بكسل بدقة {{dpi}} نقطة/بوصة',
  hint: 'صورة PNG أو JPEG بحجم 5 ميغابايت على الأكثر. ترسمها القسائم بعرض 1.6 مرة من عرضها.',
  choose: 'اختر صورة',
  upload: 'رفع',
  replace: 'استبدال',
  uploaded: 'تم حفظ التوقيع',
  delete: 'حذف',
  deleteTitle: 'حذف التوقيع؟',
  deleteText: 'القسائم المطبوعة من الآن لن تحمل توقيعًا.',
  deleted: 'تم حذف التوقيع',
  preview: 'توقيع {{name}}',
  view: 'عرض',
  setForSeller: 'تعيين توقيع',
  seller: 'البائع',
  sellerHint: 'اكتب عنوان بريد إلكتروني أو اسمًا',
  fields: {
    sellerEmail: 'بريد البائع',
    sellerName: 'البائع',
    fileName: 'الملف',
    uploadSize: 'الحجم (العرض|الارتفاع|الدقة)',
    updatedAt: 'آخر تحديث',
  },
  settings: {
    size: 'حجم الصفحة',
    sizeHint:
      'العرض|الارتفاع|الدقة بالنقاط، مثل 1200|1800|300 لملصق 4 × 6 بوصات؛ فارغ للقيمة الافتراضية 1200 × 1800',
    creators: 'المنشئون المعيَّنون',
    creatorsHint: 'حتى أربعة بائعين تُلوَّن قسائمهم بالأخضر (بالأحمر لطلبات TikTok)',
    save: 'حفظ',
    saved: 'تم حفظ إعدادات القسائم',
  },
};

export default signaturesAr;
