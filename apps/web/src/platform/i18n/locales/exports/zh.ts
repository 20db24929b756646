import type { Messages } from '../en';
import type exportsEn from './en';

const exportsZh: Messages<typeof exportsEn> = {
  button: '导出',
  running: '正在导出… {{percent}}%',
  format: '文件格式',
  formats: {
    xlsx: 'Excel (XLSX)',
    csv: 'CSV',
  },
  rows: '要导出的行',
  scopes: {
    ALL_ITEMS: '全部条目',
    BY_DATE: '按日期…',
    CURRENT_PAGE: '当前页',
    MATCHED_FILTER: '符合筛选条件的条目',
    SELECTED_ITEMS: '已选条目（{{count}}）',
  },
  byDate: {
    title: '按日期导出',
    hint: '按您的时区，导出从开始日期到结束日期之间创建的行。',
    startDate: '开始日期',
    endDate: '结束日期',
    order: '开始日期不能晚于结束日期',
    cancel: '取消',
    submit: '导出',
  },
  progress: {
    title: '导出',
    pending: '正在排队…',
    processing: '已导出行数：{{done}} / {{total}}',
    finished_one: '已将 {{count}} 行导出到 {{fileName}}',
    finished_other: '已将 {{count}} 行导出到 {{fileName}}',
    failed: '导出失败：{{error}}',
    download: '下载',
    close: '关闭',
  },
};

export default exportsZh;
