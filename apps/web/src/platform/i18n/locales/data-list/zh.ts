import type { Messages } from '../en';
import type dataListEn from './en';

const dataListZh: Messages<typeof dataListEn> = {
  total: '共 {{total}} 项',
  totalEstimated: '约 {{total}} 项',
  pageSize: '每页行数',
  perPage: '{{size}} / 页',
  goToPage: '跳转到页',
  sortBy: '按{{label}}排序',
  select: '选择',
  selectAll: '全选',
  selectRow: '选择此行',
  selected: '已选择 {{count}} 项',
  actions: '操作',
  open: '打开',
  panels: {
    filter: '筛选',
    columns: '列',
    scan: '扫描',
  },
  layout: {
    table: '表格视图',
    grid: '网格视图',
  },
  columns: {
    title: '显示的字段',
    atLeastOne: '至少必须显示一个数据字段',
  },
  invalidFilter: '筛选值无效',
  bulkDelete: {
    button: '删除（{{count}}）',
    title: '删除',
    confirm: '确定要删除此项吗？',
    ok: '删除',
    cancel: '取消',
    refused: '未删除：{{reason}}',
  },
  newData: {
    arrived_one: '有 {{count}} 个新项目',
    arrived_other: '有 {{count}} 个新项目',
    updated: '现有数据已更新',
    loadNew: '加载新数据',
  },
  notificationMode: {
    notice: '正在显示一条通知中的项目',
    showAll: '显示全部',
  },
  copy: {
    copy: '复制',
    copyId: '复制 ID',
    copied: '已复制',
    error: '错误',
  },
  card: {
    sort: '排序方式',
    more: '全部字段',
  },
  processing: '处理中...',
  boolean: {
    yes: '是',
    no: '否',
  },
  image: {
    open: '打开图片',
    title: '图片',
    main: '图片',
    details: '细节图',
    printDesigns: '印刷设计',
    background: '背景',
    backgrounds: {
      image: '图片',
      black: '黑色',
      white: '白色',
      mockup: '样机',
    },
  },
};

export default dataListZh;
