import type { Messages } from '../en';
import type appTypesEn from './en';

/** شاشة أنواع التطبيق (/a/app-types)، بالعربية. */
const appTypesAr: Messages<typeof appTypesEn> = {
  intro:
    'قوائم خيارات يقرؤها التطبيق حيث يستخدم العمل كلماته الخاصة (الأسباب، المصادر...). مفتاح النوع وقيمة الخيار هما ما تحفظه السجلات؛ والتسميات هي ما يقرؤه الناس.',
  create: 'أنواع تطبيق جديدة',
  createTitle: 'أنواع تطبيق جديدة',
  createHint: 'أنشئ نوعًا واحدًا أو عدة أنواع دفعة واحدة: تُنشأ كلها أو لا يُنشأ شيء.',
  addRow: 'إضافة نوع آخر',
  removeRow: 'إزالة هذا النوع',
  key: 'المفتاح',
  keyHint: 'بأحرف لاتينية كبيرة وشرطات سفلية، مثل RETURN_REASON. لا يمكن تغييره لاحقًا.',
  name: 'الاسم',
  description: 'الوصف',
  status: 'الحالة',
  statuses: { ACTIVE: 'نشط', INACTIVE: 'غير نشط' },
  options: 'الخيارات',
  noOptions: 'لا توجد خيارات بعد.',
  empty: 'لا توجد أنواع تطبيق بعد. أنشئ النوع الأول.',
  editOptions: 'تعديل الخيارات',
  editOptionsTitle: 'خيارات {{name}}',
  editDetails: 'تعديل',
  editDetailsTitle: 'تعديل {{name}}',
  value: 'القيمة',
  label: 'التسمية',
  active: 'نشط',
  addOption: 'إضافة خيار',
  removeOption: 'إزالة الخيار',
  moveUp: 'نقل لأعلى',
  moveDown: 'نقل لأسفل',
  save: 'حفظ',
  cancel: 'إلغاء',
  created: 'أنواع التطبيق المنشأة: {{n}}.',
  saved: 'تم الحفظ.',
  deactivate: 'إيقاف',
  activate: 'تفعيل',
  deactivateTitle: 'إيقاف {{name}}؟',
  deactivateMessage:
    'يتوقف التطبيق عن عرض خياراته؛ وتحتفظ السجلات التي تحمل أحدها به. يمكنك تفعيله مرة أخرى.',
  delete: 'حذف',
  deleteTitle: 'حذف {{name}}؟',
  deleteMessage:
    'يُحذف النوع {{key}} وخياراته الـ {{n}} نهائيًا. وتعود الشاشات التي تقرؤه إلى كلماتها المدمجة.',
  deleted: 'تم الحذف.',
  readOnly: 'يمكنك رؤية أنواع التطبيق؛ ويتطلب تغييرها صلاحية تحديث الإعدادات.',
};

export default appTypesAr;
