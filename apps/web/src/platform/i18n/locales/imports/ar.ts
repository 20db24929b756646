import type { Messages } from '../en';
import type importsEn from './en';

const importsAr: Messages<typeof importsEn> = {
  status: {
    PENDING: 'قيد الانتظار',
    PROCESSING: 'قيد المعالجة',
    FINISHED: 'مكتمل',
    FINISHED_WITH_ERRORS: 'مكتمل مع أخطاء',
    FAIL: 'فشل',
  },
  page: {
    intro:
      'نزّل أحدث قالب، واملأ سطراً لكل عنصر طلب (الأسطر التي تحمل مرجع الطلب نفسه تكوّن طلباً واحداً) ثم ارفعه بصيغة XLSX أو CSV. تُحفظ الطلبات المستوردة كمسودات لتراجعها وتقدّمها.',
    template: 'تنزيل القالب',
    upload: 'رفع ملف',
    uploading: 'جارٍ الرفع… {{percent}}%',
    pending: 'في انتظار دوره…',
    processing: 'تم استيراد {{done}} من {{total}} سطراً',
  },
  list: {
    file: 'الملف',
    owner: 'التاجر',
    status: 'الحالة',
    lines: 'الأسطر',
    orders: 'الطلبات المنشأة',
    codes: 'الرموز المضافة',
    failed: 'الأسطر المرفوضة',
    createdAt: 'تاريخ الرفع',
    report: 'التقرير',
  },
  report: {
    title: 'تقرير الاستيراد',
    total: '{{count}} سطراً',
    created: 'تم إنشاء {{lines}} سطراً في {{orders}} طلب مسودة',
    failed: 'تم رفض {{count}} سطراً',
    sheet: 'الورقة',
    column: 'العمود',
    line: 'السطر',
    message: 'السبب',
    truncated: 'تُعرض أول {{count}} أخطاء فقط.',
    codesCreated: 'تمت إضافة {{count}} من رموز التتبع',
    warning: 'تحذير',
    loadFailed: 'تعذّر تحميل التقرير.',
  },
  tracking: {
    intro:
      'نزّل أحدث قالب، واملأ سطراً لكل رمز تتبع (معرّف عنصر الطلب أو رمز قسيمة التعبئة، ورمز التتبع، وشركة الشحن) ثم ارفعه بصيغة XLSX أو CSV. يُضاف كل سطر على حدة؛ وتُعرض الأسطر المرفوضة مع السبب، وتُضاف الأرقام ذات الصيغة غير المعروفة مع تحذير.',
  },
};

export default importsAr;
