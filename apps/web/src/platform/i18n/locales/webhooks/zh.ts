import type { Messages } from '../en';
import type webhooksEn from './en';

/** 商家的出站 Webhook，中文。 */
const webhooksZh: Messages<typeof webhooksEn> = {
  title: 'Webhook',
  intro:
    '订单一有变化，你的系统即可得知：添加一个 {{https}} 地址并选择事件，每个事件都会用该端点的密钥签名后发送到那里。发送失败会在一天多的时间内重试。',
  verifyHint:
    '校验每次投递：用你的密钥对 "{{signed}}" 计算的 {{algorithm}} 必须等于 {{signatureHeader}} 请求头，{{eventHeader}} 用于识别重复。',
  add: '添加端点',
  empty: '还没有端点：添加一个以接收事件。',
  fields: {
    url: '地址（{{https}}）',
    events: '事件',
    isActive: '启用',
    status: '状态',
    createdAt: '创建时间',
    event: '事件',
    attempts: '尝试次数',
    lastStatusCode: '最后响应',
    nextAttemptAt: '下次尝试',
    deliveredAt: '送达时间',
    lastError: '最后错误',
    attempt: '尝试',
    statusCode: '响应',
    duration: '耗时',
    at: '时间',
    payload: '发送的内容',
    eventId: '事件 ID',
  },
  events: {
    ORDER_STATUS_CHANGED: '订单状态变更',
    ITEM_SHIPPED: '商品已发货（物流单号）',
    TEST: '测试事件',
  },
  active: '启用',
  paused: '已暂停',
  pausedAfterFailures: '连续 {{count}} 次发送失败。投递将等待至 {{until}}，然后重试。',
  actions: {
    edit: '编辑',
    test: '发送测试',
    rotate: '更换密钥',
    delete: '删除',
    details: '尝试记录',
    resend: '重新发送',
    save: '保存',
    cancel: '取消',
    create: '添加端点',
  },
  dialog: {
    createTitle: '添加 Webhook 端点',
    editTitle: '编辑 Webhook 端点',
    urlHint: '公网 https 地址；私有和本地网络会被拒绝。',
  },
  secret: {
    title: '签名密钥',
    warning: '请立即复制此密钥并保存在接收端：它不会再次显示。更换密钥可获得新的密钥。',
    copy: '复制密钥',
    copied: '已复制',
    stored: '我已保存',
  },
  confirm: {
    deleteTitle: '删除此端点？',
    deleteText: '事件将不再发送到 {{url}}，其投递记录也会一并删除。',
    rotateTitle: '更换签名密钥？',
    rotateText: '从现在起发送到 {{url}} 的投递将使用新密钥签名；接收端必须立即使用它。',
  },
  attemptsLink_one: '{{count}} 次尝试',
  attemptsLink_other: '{{count}} 次尝试',
  testSent: '测试事件已排队：它会显示在下方的投递记录中。',
  resent: '已作为新的投递重新排队。',
  log: { title: '投递记录' },
  drawer: { title: '投递', noAttempts: '尚未尝试。', ms: '{{ms}} 毫秒' },
};

export default webhooksZh;
