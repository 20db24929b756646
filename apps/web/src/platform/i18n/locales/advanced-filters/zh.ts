import type { Messages } from '../en';
import type advancedFiltersEn from './en';

const advancedFiltersZh: Messages<typeof advancedFiltersEn> = {
  create: '新建规则',
  edit: '编辑规则',
  save: '保存',
  cancel: '取消',
  saved: '规则已保存',
  loading: '正在加载条件类型',
  fields: {
    name: '名称',
    conditions: '高级筛选条件',
    conditionCount: '条件',
    couponCount: '优惠券',
    createdAt: '创建时间',
    updatedAt: '更新时间',
  },
  hints: {
    conditions: '所有条件都满足时规则才成立',
    conditionList: '多个值用逗号分隔',
    money: '以美元计；分向上取整',
  },
  conditionTypes: {
    ALLOW_FAST_SHIPPING: '快速配送',
    COUNTRY: '国家',
    ORDER_SUB_VALUE: '订单小计',
    ORDER_TOTAL_VALUE: '订单总额',
    PRODUCT_TYPE: '产品类型',
    DEPOSIT: '充值总额',
    TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE: '已完成产品数',
    TOTAL_ORDER_SUB_VALUE: '所有订单小计',
    TOTAL_ORDER_VALUE: '所有订单总额',
  },
  operations: {
    EQ: '等于',
    FALSE: '为否',
    GTEQ: '至少',
    IN: '属于',
    IS: '是',
    ISNT: '不是',
    LTEQ: '至多',
    NIN: '不属于',
    TRUE: '为是',
  },
  condition: {
    add: '添加条件',
    remove: '删除',
    type: '条件',
    operation: '运算',
    value: '值',
  },
  rules: {
    required: '此字段为必填项',
    invalid: '此值无效',
    noConditions: '请至少添加一个条件',
    conditionOperation: '此运算不适用于该条件',
    conditionValue: '此条件需要对应类型的值',
  },
};

export default advancedFiltersZh;
