import type { Messages } from '../en';
import type qualityEn from './en';

const qualityAr: Messages<typeof qualityEn> = {
  intro:
    'امسح قسيمة وحدة منتهية (أو اكتب رمزها ورقم الكمية)، ثم مرّرها إلى التسليم أو أعدها مع ذكر السبب. تُحفظ صور المنتج المكتمل على العنصر.',
  code: 'رمز القسيمة',
  codePlaceholder: 'K7Q2M9XW4R_1',
  passed: 'قبول',
  returned: 'إرجاع',
  reason: 'سبب الإرجاع',
  noStaff: 'يرجى تسجيل حضور موظف أولاً',
  passDone: 'تم قبول {{title}} رقم {{index}}: {{from}} → {{to}}',
  returnDone: 'تم إرجاع {{title}} رقم {{index}}: {{from}} → {{to}}',
  photos: 'صور المنتج المكتمل',
  noItem: 'افحص وحدة أولاً لإضافة صورها.',
};

export default qualityAr;
