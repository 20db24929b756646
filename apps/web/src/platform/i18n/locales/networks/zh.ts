import type { Messages } from '../en';
import type networksEn from './en';

const networksZh: Messages<typeof networksEn> = {
  intro:
    '网络把商家聚在一起：所有者分享代码，其他商家用代码申请加入，由所有者批准。为网络创建的优惠券适用于其所有者和已批准的成员。',
  fields: {
    code: '代码',
    owner: '所有者',
    rulesDescription: '规则',
    members: '成员',
    approvedCount: '已批准',
    pendingCount: '待处理',
    blockedCount: '已屏蔽',
    status: '状态',
    email: '电子邮件',
    fullName: '姓名',
    joinedAt: '申请时间',
    createdAt: '创建时间',
  },
  actions: {
    APPROVE: '批准',
    BLOCK: '屏蔽',
    CANCEL: '拒绝',
    KICK: '移除',
  },
  activityKinds: {
    CREATE: '创建了网络',
    JOIN: '申请加入',
    APPROVE: '已批准',
    BLOCK: '已屏蔽',
    CANCEL: '已拒绝',
    KICK: '已移除',
    NETWORK_BLOCK: '封禁了网络',
    NETWORK_UNBLOCK: '解除了网络封禁',
  },
  confirm: {
    BLOCK: {
      title: '屏蔽此成员？',
      question: '{{email}} 将失去网络的优惠券，并且不能再申请加入。',
    },
    KICK: {
      title: '移除此成员？',
      question: '{{email}} 将离开网络并失去其优惠券。',
    },
  },
  /** An admin's actions on a network (/a/network/:id). */
  admin: {
    block: '封禁网络',
    unblock: '解除封禁',
    blocked: '网络已封禁，已通知其所有者',
    unblocked: '网络已重新开放，已通知其所有者',
    removed: '成员已移除，已通知所有者',
    confirmBlock: {
      title: '封禁此网络？',
      question:
        '在你解除封禁前，任何人都无法加入 {{code}}，其所有者无法处理成员，其优惠券和活动也不再送达。所有者会收到通知。',
    },
    confirmRemove: '{{email}} 将离开网络并失去其优惠券。网络所有者会收到通知。',
  },
  done: '已完成：{{action}}',
  noMembers: '还没有人申请加入',
  activities: '动态',
  noActivities: '暂无动态',
  mine: '我的网络',
  create: {
    title: '创建你的网络',
    hint: '写下成员需遵守的规则；系统会为你生成一个可分享的代码。',
    submit: '创建网络',
    done: '你的网络已创建',
  },
  share: '把这个代码分享给你邀请的商家',
  join: {
    title: '加入网络',
    hint: '输入网络所有者给你的代码；所有者批准后你即加入。',
    code: '网络代码',
    submit: '申请加入',
    done: '你的申请已发送给所有者',
  },
  membership: {
    title: '我所属的网络',
    status: '我的状态',
  },
};

export default networksZh;
