import type { Messages } from '../en';
import type scanEn from './en';

const scanAr: Messages<typeof scanEn> = {
  station: {
    action: 'إجراء المحطة',
    actionHint: 'ما يفعله كل مسح في هذه المحطة بالعنصر',
    description: 'السبب',
    descriptionHint: 'يُرسل مع كل مسح لهذا الإجراء',
  },
  input: {
    label: 'قسيمة التعبئة',
    placeholder: 'امسح القسيمة أو اكتب رمزها واضغط Enter',
    submit: 'مسح',
  },
  camera: {
    open: 'الكاميرا',
    title: 'المسح بالكاميرا',
    hint: 'ضع رمز QR أو الباركود الخاص بالقسيمة أمام الكاميرا.',
    failed: 'تعذر فتح الكاميرا.',
  },
  result: {
    title: 'آخر مسح',
    empty: 'امسح قسيمة تعبئة: يظهر عنصرها هنا.',
    productType: 'نوع المنتج',
    attributes: 'السمات',
    status: 'الحالة',
    unit: 'رقم الكمية',
    change: 'كانت {{from}}، والآن {{to}}',
    downloadImage: 'تنزيل الصورة كاملة',
    noStaff: 'الوصول للموظفين المسجلين حضورهم فقط، يرجى تسجيل الحضور',
    needsDescription: 'أدخل سبب هذا الإجراء قبل المسح.',
  },
  history: {
    title: 'سجل المسح',
    empty: 'لا توجد عمليات مسح على هذا الجهاز بعد.',
    clear: 'مسح السجل',
    clearTitle: 'مسح سجل المسح؟',
    clearMessage: 'تُحذف عمليات المسح المسجلة على هذا الجهاز. تحتفظ العناصر بحالاتها.',
    clearConfirm: 'مسح',
    scannedAt: 'وقت المسح',
    action: 'الإجراء',
    code: 'القسيمة',
  },
  verify: {
    label: 'قسيمة التعبئة للتحقق',
    placeholder: 'امسح القسيمة أو اكتب رمزها واضغط Enter',
    qtyIndex: 'رقم الكمية',
    submit: 'تحقق',
    empty: 'امسح قسيمة تعبئة للتحقق من عنصرها.',
    item: 'العنصر',
    product: 'المنتج',
    quantity: 'الكمية',
    code: 'القسيمة',
    verified: 'تم التحقق',
    notVerified: 'لم يتم التحقق',
    verifiedAt: 'وقت التحقق',
    units: 'وحدات هذا العنصر',
    summary: 'ملخص الطلب',
    order: 'الطلب',
    progress: 'الوحدات التي تم التحقق منها: {{verified}} من {{total}}',
    byStatus: 'الوحدات حسب الحالة',
  },
};

export default scanAr;
