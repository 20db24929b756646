import type { Messages } from '../en';
import type settingsEn from './en';

/** شاشات إعدادات المشرف، بالعربية. */
const settingsAr: Messages<typeof settingsEn> = {
  save: 'حفظ',
  saved: 'تم الحفظ. تستخدم كل الخوادم القيمة الجديدة الآن.',
  lastChange: 'آخر تغيير بواسطة {{who}} في {{when}}',
  neverChanged: 'لم يُغيَّر قط: تُطبَّق القيمة الافتراضية.',
  readOnly: 'يمكنك قراءة هذه الإعدادات دون تغييرها.',
  pickUp: {
    intro: 'العنوان الذي تعرضه طلبات الاستلام المحلي لمشتريها: حيث يُستلم الطرد.',
    name: 'اسم نقطة الاستلام',
    street: 'الشارع',
    street2: 'الشارع، السطر 2',
    city: 'المدينة',
    state: 'الولاية',
    zipcode: 'الرمز البريدي',
    country: 'الدولة',
    phone: 'الهاتف',
    hours: 'ساعات العمل',
    hoursHint: 'كما يجب أن يقرأها المشترون، مثل: الاثنين-الجمعة 9:00-17:00',
  },
  rate: {
    intro: 'أدنى سعر يُحوَّل به إيداع بعملة أخرى: وحدات تلك العملة مقابل دولار أمريكي واحد.',
    currency: 'العملة (رمزها الدولي من ثلاثة أحرف)',
    rate: 'الوحدات مقابل 1.00 دولار',
    example: 'يُضاف {{amount}} {{currency}} إلى الرصيد بقيمة {{dollars}}',
  },
};

export default settingsAr;
