import type { Messages } from '../en';
import type afterSaleEn from './en';

const afterSaleAr: Messages<typeof afterSaleEn> = {
  types: {
    REFUND: 'استرداد',
    RESEND: 'إعادة إرسال',
    RETURN: 'إرجاع',
  },
  refundTypes: {
    FULL: 'استرداد كامل',
    CUSTOM_AMOUNT: 'مبلغ مخصص',
    PERCENT: 'نسبة من العنصر',
  },
  request: {
    open: 'طلب استرداد أو إعادة إرسال أو إرجاع',
    title: 'طلب ما بعد البيع',
    type: 'الطلب',
    reason: 'السبب',
    reasonPlaceholder: 'ما المشكلة في هذا العنصر؟',
    refundType: 'نوع الاسترداد',
    amount: 'المبلغ (دولار أمريكي)',
    amountHint: 'بحد أقصى {{max}}',
    percent: 'النسبة المئوية',
    submit: 'إرسال الطلب',
    cancel: 'إلغاء',
    sent: 'تم إرسال طلبك',
  },
  columns: {
    product: 'المنتج',
    seller: 'البائع',
    status: 'الطلب',
    itemStatus: 'حالة العنصر',
    reason: 'السبب',
    amount: 'المبلغ',
    requestedAt: 'تاريخ الطلب',
    forwardTo: 'يُرسل إلى',
    noForward: 'لا يوجد عنوان إعادة توجيه',
    since: 'في هذه المرحلة منذ',
    country: 'الدولة',
    order: 'الطلبية',
  },
  actions: {
    approveRefund: 'قبول الاسترداد',
    refuseRefund: 'رفض الاسترداد',
    cancelAndRefund: 'إلغاء واسترداد للبائع',
    resend: 'إعادة إرسال',
    refuseResend: 'رفض إعادة الإرسال',
    approveReturn: 'قبول الإرجاع',
    refuseReturn: 'رفض الإرجاع',
  },
  review: {
    question: '{{action}} لـ {{product}} من {{seller}}؟',
    forwardTo: 'أرسل الطرد إلى: {{address}}',
    note: 'ملاحظة للبائع',
    done: 'تم',
  },
  invalidAddress: {
    fullName: 'المستلم',
    address: 'العنوان',
    problems: 'المشكلات',
    checkedAt: 'تاريخ الفحص',
    applySuggestion: 'استخدام الصيغة المقترحة',
    applied: 'تم تحديث العنوان',
  },
  overDue: {
    days_zero: 'متأخر من أول يوم',
    days_one: 'متأخر بعد يوم واحد',
    days_two: 'متأخر بعد يومين',
    days_few: 'متأخر بعد {{count}} أيام',
    days_many: 'متأخر بعد {{count}} يومًا',
    days_other: 'متأخر بعد {{count}} يوم',
    daysLabel: 'الأيام',
    save: 'حفظ',
  },
};

export default afterSaleAr;
