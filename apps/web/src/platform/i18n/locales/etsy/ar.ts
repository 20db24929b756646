import type etsyEn from './en';

/** متاجر ‏Etsy، بالعربية (القيم التقنية تُعزل في الشاشات). */
const etsyAr: typeof etsyEn = {
  connect: {
    shop: 'اسم متجر Etsy',
    shopHint: 'الاسم الذي ينتهي به عنوان متجرك على Etsy',
    next: 'ستسمح بالاتصال على Etsy، ثم تعود إلى هنا.',
    submit: 'المتابعة إلى Etsy',
  },
  redirect: {
    refused: 'لم يسمح Etsy بالاتصال. يُرجى ربط المتجر مرة أخرى.',
  },
  shop: {
    name: 'المتجر',
    open: 'صفحة متجر Etsy',
  },
  note: {
    title: 'ملاحظة للمشتري',
    hint: 'يرسل Etsy هذه الملاحظة إلى المشتري مع رقم تتبع كل شحنة. اتركها فارغة لعدم إرسال أي ملاحظة.',
    save: 'حفظ الملاحظة',
    saved: 'تم حفظ الملاحظة للمشتري',
  },
  queue: {
    title: 'طلبات Etsy المعلّقة',
    receipt: 'الإيصال',
    buyer: 'المشتري',
    outcome: 'النتيجة',
    became: 'الطلب: {{status}}',
    arrived: 'وقت الوصول',
  },
};

export default etsyAr;
