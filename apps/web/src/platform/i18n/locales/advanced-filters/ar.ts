import type { Messages } from '../en';
import type advancedFiltersEn from './en';

const advancedFiltersAr: Messages<typeof advancedFiltersEn> = {
  create: 'قاعدة جديدة',
  edit: 'تعديل القاعدة',
  save: 'حفظ',
  cancel: 'إلغاء',
  saved: 'تم حفظ القاعدة',
  loading: 'جارٍ تحميل أنواع الشروط',
  fields: {
    name: 'الاسم',
    conditions: 'شروط التصفية المتقدمة',
    conditionCount: 'الشروط',
    couponCount: 'القسائم',
    createdAt: 'تاريخ الإنشاء',
    updatedAt: 'تاريخ التحديث',
  },
  hints: {
    conditions: 'يجب أن تتحقق كل الشروط لتتحقق القاعدة',
    conditionList: 'قيم مفصولة بفواصل',
    money: 'بالدولار؛ تُقرَّب السنتات إلى الأعلى',
  },
  conditionTypes: {
    ALLOW_FAST_SHIPPING: 'الشحن السريع',
    COUNTRY: 'الدولة',
    ORDER_SUB_VALUE: 'المجموع الفرعي للطلب',
    ORDER_TOTAL_VALUE: 'إجمالي الطلب',
    PRODUCT_TYPE: 'نوع المنتج',
    DEPOSIT: 'إجمالي الإيداعات',
    TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE: 'المنتجات المكتملة',
    TOTAL_ORDER_SUB_VALUE: 'المجموع الفرعي لكل الطلبات',
    TOTAL_ORDER_VALUE: 'إجمالي كل الطلبات',
  },
  operations: {
    EQ: 'يساوي',
    FALSE: 'خطأ',
    GTEQ: 'على الأقل',
    IN: 'أحد',
    IS: 'هو',
    ISNT: 'ليس',
    LTEQ: 'على الأكثر',
    NIN: 'ليس أيًّا من',
    TRUE: 'صحيح',
  },
  condition: {
    add: 'إضافة شرط',
    remove: 'إزالة',
    type: 'الشرط',
    operation: 'العملية',
    value: 'القيمة',
  },
  rules: {
    required: 'هذا الحقل مطلوب',
    invalid: 'هذه القيمة غير صالحة',
    noConditions: 'أضف شرطًا واحدًا على الأقل',
    conditionOperation: 'هذه العملية لا تنطبق على هذا الشرط',
    conditionValue: 'يحتاج هذا الشرط إلى قيمة من نوعه',
  },
};

export default advancedFiltersAr;
