import type { Messages } from '../en';
import type slipsEn from './en';

const slipsAr: Messages<typeof slipsEn> = {
  slip: {
    qtyIndex: 'رقم الوحدة',
    allIndexes: 'كل الوحدات',
    indexOption: 'الوحدة {{index}} من {{total}}',
    print: 'طباعة',
    download: 'تنزيل',
    checkIn: 'الدخول للموظفين المسجلين فقط، يرجى تسجيل الحضور',
    checkInButton: 'تسجيل الحضور',
    loading: 'جارٍ إنشاء قسيمة التعبئة…',
    failed: 'تعذر إنشاء قسيمة التعبئة: {{message}}',
    frameTitle: 'قسيمة تعبئة {{product}}',
    orderItem: 'عنصر الطلب',
  },
  mass: {
    contents: 'ما الذي يُنزَّل',
    PACKING_SLIPS: 'قسائم التعبئة (PDF)',
    PRINT_DESIGNS: 'تصاميم الطباعة (zip)',
    SHIPPING_LABELS: 'ملصقات الشحن (zip)',
    by: 'الاختيار حسب',
    byBlanks: 'الملابس الخام',
    byItems: 'معرّفات عناصر الطلب',
    blanksPlaceholder: 'اختر الملابس الخام',
    blanksHint: 'وحداتها التي لم تُطبع بعد',
    noBlanks: 'لا توجد ملابس خام لها عناصر للطباعة',
    itemsHint:
      'الصق المعرّفات مفصولة بمسافات أو فواصل أو أسطر جديدة؛ زر «تنزيل القسائم» في القوائم يملؤها',
    itemsCount: '{{total}} معرّف',
    invalidIds: 'ليس معرّف عنصر طلب: {{ids}}',
    start: 'بدء التنزيل',
    progressTitle: 'التنزيل',
    pending: 'في انتظار البدء…',
    processing: 'تم {{done}} من {{total}}',
    finished: 'جاهز: {{fileName}} ({{files}})',
    failed: 'فشل التنزيل: {{error}}',
    downloadFile: 'تنزيل الملف',
  },
  list: {
    downloadSlips: 'تنزيل القسائم',
    printAgain: 'طباعة مرة أخرى',
    started: 'بدأ التنزيل؛ تابعه هنا',
  },
  columns: {
    order: 'الطلب',
    product: 'المنتج',
    sku: 'SKU',
    productType: 'نوع المنتج',
    quantity: 'الكمية',
    printedQty: 'الوحدات المطبوعة',
    printedAt: 'آخر طباعة',
    status: 'الحالة',
    createdAt: 'تاريخ الإنشاء',
  },
  labels: {
    uploadShippingLabel: 'رفع الملصق',
    downloadShippingLabel: 'تنزيل الملصق',
    notPdf: 'اختر ملف PDF',
    uploaded: 'تم رفع ملصق الشحن لـ {{trackingCode}}',
  },
  printed: {
    title: 'قسائم التعبئة',
    message: 'تمت طباعة {{total}} قسيمة تعبئة',
  },
};

export default slipsAr;
