import type { Messages } from '../en';
import type cartsEn from './en';

const cartsAr: Messages<typeof cartsEn> = {
  start: {
    title: 'بدء عربة',
    next: 'الطلبات التالية',
    nextHint: 'أقدم الطلبات التي فيها وحدات للالتقاط، صندوق لكل طلب (حتى {{max}})',
    submit: 'ابدأ العربة',
  },
  open: {
    title: 'العربات المفتوحة',
    empty: 'لا توجد عربة مفتوحة. ابدأ واحدة هنا، أو اختر عناصر من قائمة الالتقاط وضعها على عربة.',
    bins: 'الصناديق: {{number}}',
    progress: 'تم التقاط {{picked}} من {{units}}',
    resume: 'متابعة',
  },
  scan: {
    label: 'امسح وحدة',
    placeholder: 'امسح قسيمة التعبئة',
    submit: 'مسح',
  },
  answer: {
    empty: 'امسح وحدة: سيظهر هنا الصندوق الذي توضع فيه.',
    bin: 'الصندوق {{bin}}',
    goesInto: 'الوحدة {{unit}} توضع في الصندوق {{bin}}',
    full: 'الوحدة {{unit}} توضع في الصندوق {{bin}}: الصندوق ممتلئ، اكتمل طلبه',
    short: 'الوحدة {{unit}} غير متوفرة في المخزون: بانتظار المخزون، أبقها خارج الصندوق {{bin}}',
    progress: '{{picked}} من {{units}} وحدات في هذا الصندوق',
    done: 'تم مسح كل الوحدات: أغلق العربة',
  },
  bins: {
    title: 'الصناديق',
    full: 'ممتلئ',
    order: 'الطلب',
  },
  walk: {
    title: 'مسار الالتقاط',
    noArea: 'بلا منطقة تخزين',
    states: {
      PLANNED: 'للالتقاط',
      PICKED: 'في صندوقها',
      SHORT: 'بانتظار المخزون',
      RELEASED: 'أُعيدت',
    },
  },
  close: {
    button: 'أغلق العربة',
    title: 'إغلاق هذه العربة؟',
    message: 'تعود الوحدات التي لم تُلتقط إلى قائمة الالتقاط.',
    closed: 'هذه العربة مغلقة.',
  },
  toPick: {
    walkOrder: 'ترتيب المسار',
    putOnCart: 'ضع على عربة',
    carts: 'الالتقاط بالعربة',
    storageArea: 'منطقة التخزين',
  },
};

export default cartsAr;
