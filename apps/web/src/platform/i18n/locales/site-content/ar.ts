import type { Messages } from '../en';
import type siteContentEn from './en';

/** شاشات محتوى الموقع، بالعربية. */
const siteContentAr: Messages<typeof siteContentEn> = {
  save: 'حفظ',
  saved: 'تم الحفظ.',
  cancel: 'إلغاء',
  edit: 'تعديل',
  createdAt: 'تاريخ الإنشاء',
  updatedAt: 'آخر تحديث',
  shortLinks: {
    create: 'رابط مختصر جديد',
    edit: 'تعديل الرابط المختصر',
    shortCode: 'الرابط المختصر',
    pageLink: 'رابط الصفحة',
    pageLinkHint: 'عنوان ويب (https://…) أو مسار في هذا الموقع (/site/…)',
    visits: 'الزيارات',
    lastVisitedAt: 'آخر زيارة',
  },
  pages: {
    create: 'صفحة جديدة',
    edit: 'تعديل الصفحة',
    title: 'العنوان',
    address: 'المسار',
    status: 'الحالة',
    published: 'منشورة',
    draft: 'مسودة',
    publishedSwitch: 'منشورة: يستطيع أي شخص لديه العنوان قراءتها',
    animation: 'شريط الصور',
    slides: 'الشرائح',
    slider: 'حركة شريط الصور',
    slideImage: 'عنوان الصورة (https://…)',
    slideCaption: 'التعليق',
    slideLink: 'الرابط (اختياري)',
    addSlide: 'إضافة شريحة',
    removeSlide: 'حذف هذه الشريحة',
    html: 'محتوى الصفحة (HTML)',
    htmlHint: 'تُزال النصوص البرمجية والأنماط والإطارات والنماذج عند حفظ الصفحة.',
    sanitised: 'تم الحفظ. أُزيلت الأجزاء غير المسموح بها (نصوص برمجية، أنماط، إطارات).',
    open: 'فتح الصفحة المنشورة',
  },
  backup: {
    intro: 'نزّل كل بيانات حسابك في ملف مضغوط واحد من جداول CSV، لتحتفظ به أو تنقله.',
    parts: {
      orders: 'الطلبات: كل طلب بعنوانه ومبالغه وحالته',
      orderItems: 'عناصر الطلبات: كل منتج في كل طلب مع رقم التتبع',
      products: 'المنتجات: منتجاتك وتصاميمها',
      transactions: 'المعاملات: الإيداعات والخصومات والمبالغ المستردة والسحوبات',
    },
    privacy: 'أنت وحدك من يستطيع تنزيل الملف، ولا يحتوي على أي شيء من حساب آخر.',
    start: 'نسخ بياناتي احتياطيًا',
  },
  animations: { NONE: 'بدون', NEXT: 'التالي', PREVIOUS: 'السابق' },
};

export default siteContentAr;
