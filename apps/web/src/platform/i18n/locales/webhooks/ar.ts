import type { Messages } from '../en';
import type webhooksEn from './en';

/** خطافات الويب الصادرة للتجار، بالعربية. */
const webhooksAr: Messages<typeof webhooksEn> = {
  title: 'خطافات الويب',
  intro:
    'تعرف أنظمتك بما يحدث لطلباتك فور حدوثه: أضف عنوان {{https}} واختر الأحداث، فيُرسَل كل حدث إليه موقّعًا بسرّ نقطة الاستقبال. تُعاد محاولة التسليمات الفاشلة لأكثر من يوم.',
  verifyHint:
    'تحقّق من كل تسليم: يجب أن يساوي {{algorithm}} للنص "{{signed}}" بسرّك الترويسة {{signatureHeader}}، وتميّز {{eventHeader}} التكرارات.',
  add: 'إضافة نقطة استقبال',
  empty: 'لا نقاط استقبال بعد: أضف واحدة لتلقي الأحداث.',
  fields: {
    url: 'العنوان ({{https}})',
    events: 'الأحداث',
    isActive: 'مفعّلة',
    status: 'الحالة',
    createdAt: 'أُنشئت',
    event: 'الحدث',
    attempts: 'المحاولات',
    lastStatusCode: 'آخر رد',
    nextAttemptAt: 'المحاولة التالية',
    deliveredAt: 'سُلّم',
    lastError: 'آخر خطأ',
    attempt: 'المحاولة',
    statusCode: 'الرد',
    duration: 'المدة',
    at: 'الوقت',
    payload: 'المحتوى المرسل',
    eventId: 'معرّف الحدث',
  },
  events: {
    ORDER_STATUS_CHANGED: 'تغيّرت حالة الطلب',
    ITEM_SHIPPED: 'شُحن عنصر (رقم تتبع)',
    TEST: 'حدث تجريبي',
  },
  active: 'مفعّلة',
  paused: 'متوقفة',
  pausedAfterFailures:
    'متعثرة: فشلت {{count}} محاولات متتالية. تنتظر الإرسالات حتى {{until}} ثم تُجرَّب من جديد.',
  actions: {
    edit: 'تعديل',
    test: 'إرسال تجربة',
    rotate: 'تغيير السرّ',
    delete: 'حذف',
    details: 'المحاولات',
    resend: 'إعادة الإرسال',
    save: 'حفظ',
    cancel: 'إلغاء',
    create: 'إضافة نقطة استقبال',
  },
  dialog: {
    createTitle: 'إضافة نقطة استقبال',
    editTitle: 'تعديل نقطة الاستقبال',
    urlHint: 'عنوان https عام؛ تُرفض الشبكات الخاصة والمحلية.',
  },
  secret: {
    title: 'سرّ التوقيع',
    warning:
      'انسخ هذا السرّ الآن واحفظه مع جهاز الاستقبال: لن يُعرض مرة أخرى. غيّره للحصول على سرّ جديد.',
    copy: 'نسخ السرّ',
    copied: 'تم النسخ',
    stored: 'لقد حفظته',
  },
  confirm: {
    deleteTitle: 'حذف نقطة الاستقبال هذه؟',
    deleteText: 'تتوقف الأحداث عن الذهاب إلى {{url}}، ويُحذف سجل تسليماتها معها.',
    rotateTitle: 'تغيير سرّ التوقيع؟',
    rotateText: 'تُوقَّع التسليمات إلى {{url}} بسرّ جديد من الآن؛ يجب أن يستخدمه جهاز الاستقبال فورًا.',
  },
  attemptsLink_zero: 'لا محاولات',
  attemptsLink_one: 'محاولة واحدة',
  attemptsLink_two: 'محاولتان',
  attemptsLink_few: '{{count}} محاولات',
  attemptsLink_many: '{{count}} محاولة',
  attemptsLink_other: '{{count}} محاولة',
  testSent: 'وُضع الحدث التجريبي في الطابور: يظهر في سجل التسليم أدناه.',
  resent: 'وُضع مجددًا في الطابور كتسليم جديد.',
  log: { title: 'سجل التسليم' },
  drawer: { title: 'التسليم', noAttempts: 'لم تتم أي محاولة بعد.', ms: '{{ms}} مللي ثانية' },
};

export default webhooksAr;
