import type { Messages } from '../en';
import type afterSaleEn from './en';

const afterSaleZh: Messages<typeof afterSaleEn> = {
  types: {
    REFUND: '退款',
    RESEND: '补发',
    RETURN: '退货',
  },
  refundTypes: {
    FULL: '全额退款',
    CUSTOM_AMOUNT: '自定义金额',
    PERCENT: '按商品百分比',
  },
  request: {
    open: '申请退款、补发或退货',
    title: '售后申请',
    type: '申请类型',
    reason: '原因',
    reasonPlaceholder: '这件商品出了什么问题？',
    pickReason: '选择原因',
    otherReason: '其他（请在下方填写）',
    reasonDetails: '详情',
    refundType: '退款方式',
    amount: '金额（美元）',
    amountHint: '最多 {{max}}',
    percent: '百分比',
    submit: '提交申请',
    cancel: '取消',
    sent: '您的申请已提交',
  },
  columns: {
    product: '商品',
    seller: '卖家',
    status: '申请',
    itemStatus: '商品状态',
    reason: '原因',
    amount: '金额',
    requestedAt: '申请时间',
    forwardTo: '转寄地址',
    noForward: '未设置转寄地址',
    since: '进入此阶段时间',
    country: '国家',
    order: '订单',
  },
  actions: {
    approveRefund: '批准退款',
    refuseRefund: '拒绝退款',
    cancelAndRefund: '取消并退款给卖家',
    resend: '补发',
    refuseResend: '拒绝补发',
    approveReturn: '批准退货',
    refuseReturn: '拒绝退货',
  },
  review: {
    question: '确定对 {{seller}} 的 {{product}} 执行“{{action}}”吗？',
    forwardTo: '包裹寄往：{{address}}',
    note: '给卖家的备注',
    done: '完成',
  },
  invalidAddress: {
    fullName: '收件人',
    address: '地址',
    problems: '问题',
    checkedAt: '检查时间',
    applySuggestion: '使用建议的写法',
    applied: '地址已更新',
  },
  overDue: {
    days_one: '超过 {{count}} 天即逾期',
    days_other: '超过 {{count}} 天即逾期',
    daysLabel: '天数',
    save: '保存',
  },
};

export default afterSaleZh;
