import type { Messages } from '../en';
import type networksEn from './en';

const networksAr: Messages<typeof networksEn> = {
  intro:
    'تجمع الشبكة التجار: يشارك مالكها الرمز، ويطلب تجار آخرون الانضمام به، ويوافق المالك عليهم. القسائم المنشأة لشبكة تصل إلى مالكها وأعضائها المعتمدين.',
  fields: {
    code: 'الرمز',
    owner: 'المالك',
    rulesDescription: 'القواعد',
    members: 'الأعضاء',
    approvedCount: 'المعتمدون',
    pendingCount: 'قيد الانتظار',
    blockedCount: 'المحظورون',
    status: 'الحالة',
    email: 'البريد الإلكتروني',
    fullName: 'الاسم',
    joinedAt: 'تاريخ الطلب',
    createdAt: 'تاريخ الإنشاء',
  },
  actions: {
    APPROVE: 'اعتماد',
    BLOCK: 'حظر',
    CANCEL: 'رفض',
    KICK: 'إزالة',
  },
  activityKinds: {
    CREATE: 'أنشأ الشبكة',
    JOIN: 'طلب الانضمام',
    APPROVE: 'اعتُمد',
    BLOCK: 'حُظر',
    CANCEL: 'رُفض',
    KICK: 'أُزيل',
  },
  confirm: {
    BLOCK: {
      title: 'حظر هذا العضو؟',
      question: 'يفقد {{email}} قسائم الشبكة ولا يمكنه طلب الانضمام مرة أخرى.',
    },
    KICK: {
      title: 'إزالة هذا العضو؟',
      question: 'يغادر {{email}} الشبكة ويفقد قسائمها.',
    },
  },
  done: 'تم: {{action}}',
  noMembers: 'لم يطلب أحد الانضمام بعد',
  activities: 'النشاطات',
  noActivities: 'لم يحدث شيء بعد',
  mine: 'شبكتي',
  create: {
    title: 'أنشئ شبكتك',
    hint: 'اكتب القواعد التي يوافق عليها الأعضاء؛ يُنشأ لك رمز لمشاركته.',
    submit: 'إنشاء الشبكة',
    done: 'تم إنشاء شبكتك',
  },
  share: 'شارك هذا الرمز مع التجار الذين تدعوهم',
  join: {
    title: 'الانضمام إلى شبكة',
    hint: 'اكتب الرمز الذي أعطاك إياه مالك الشبكة؛ تنضم بعد موافقته.',
    code: 'رمز الشبكة',
    submit: 'طلب الانضمام',
    done: 'أُرسل طلبك إلى المالك',
  },
  membership: {
    title: 'الشبكة التي أنتمي إليها',
    status: 'حالتي',
  },
};

export default networksAr;
