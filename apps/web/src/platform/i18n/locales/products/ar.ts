import type { Messages } from '../en';
import type productsEn from './en';

const productsAr: Messages<typeof productsEn> = {
  create: 'منتج جديد',
  saved: 'تم حفظ المنتج',
  fields: {
    image: 'الصورة',
    title: 'العنوان',
    code: 'الرمز',
    sku: 'SKU',
    productType: 'نوع المنتج',
    seller: 'البائع',
    status: 'الحالة',
    description: 'الوصف',
    designDescription: 'وصف التصميم',
    createdAt: 'تاريخ الإنشاء',
  },
  designs: {
    title: 'تصاميم الطباعة',
    artWork: '{{width}} × {{height}} بكسل على الأقل',
    chosen: '{{name}} · {{width}} × {{height}} بكسل · {{dpi}} نقطة/بوصة',
    none: 'لا يوجد تصميم بعد',
    upload: 'رفع تصميم',
    replace: 'استبدال التصميم',
  },
  mockup: {
    title: 'النموذج المُنشأ',
    hint: 'تصميمك على نموذج نوع المنتج، {{width}} × {{height}} بكسل. يُعاد إنشاؤه عند تغيير التصميم.',
    download: 'تنزيل النموذج',
  },
  activate: 'تفعيل',
  inactivate: 'إلغاء التفعيل',
  activateText: 'تفعيل المنتج {{title}}؟',
  inactivateText: 'إلغاء تفعيل المنتج {{title}}؟ لن يتمكن البائع من طلبه بعد الآن.',
  statusChanged: 'تم تغيير الحالة',
  scan: {
    label: 'رمز المنتج',
    placeholder: 'اكتب الرمز أو امسحه',
    find: 'بحث',
  },
};

export default productsAr;
