import type { Messages } from '../en';
import type shipmentTrackerEn from './en';

const shipmentTrackerAr: Messages<typeof shipmentTrackerEn> = {
  intro:
    'امسح رمز التتبع لكل طرد عند طاولة التغليف، ويمكن إضافة صور للطرد ولقسيمة التعبئة. أغلق اليوم لعرض الطرود التي حصلت على رمز تتبع اليوم ولم تُمسح.',
  code: 'رمز التتبع',
  noStaff: 'يرجى تسجيل حضور موظف أولاً',
  repeated: 'تم مسحه مسبقاً',
  photoCounts: 'صور الطرد: {{parcel}}، صور قسيمة التعبئة: {{slip}}',
  parcelPhoto: 'صورة الطرد',
  slipPhoto: 'صورة قسيمة التعبئة',
  closeDay: 'إغلاق اليوم',
  closed_zero: 'تم إغلاق اليوم: لا طرود فائتة',
  closed_one: 'تم إغلاق اليوم: طرد واحد فائت',
  closed_two: 'تم إغلاق اليوم: طردان فائتان',
  closed_few: 'تم إغلاق اليوم: {{count}} طرود فائتة',
  closed_many: 'تم إغلاق اليوم: {{count}} طردًا فائتًا',
  closed_other: 'تم إغلاق اليوم: {{count}} طرد فائت',
  list: {
    trackCode: 'رمز التتبع',
    status: 'الحالة',
    order: 'الطلب',
    photos: 'الصور',
    photoCounts: '{{parcel}} طرد / {{slip}} قسيمة',
    staff: 'الموظف',
    description: 'الوصف',
    createdAt: 'وقت المسح',
    printer: 'الطابعة',
  },
};

export default shipmentTrackerAr;
