import type { Messages } from '../en';
import type importsEn from './en';

const importsZh: Messages<typeof importsEn> = {
  page: {
    intro:
      '下载最新模板，每个订单商品填写一行（订单编号相同的行组成一个订单），然后以 XLSX 或 CSV 格式上传。导入的订单保存为草稿，供您检查后下单。',
    template: '下载模板',
    upload: '上传文件',
    uploading: '正在上传… {{percent}}%',
    pending: '正在排队…',
    processing: '已导入行数：{{done}} / {{total}}',
  },
  list: {
    file: '文件',
    owner: '商家',
    status: '状态',
    lines: '行数',
    orders: '已创建订单',
    dates: '已设日期',
    codes: '已添加的单号',
    products: '已创建的产品',
    failed: '被拒绝的行',
    createdAt: '上传时间',
    report: '报告',
  },
  report: {
    title: '导入报告',
    total_one: '{{count}} 行',
    total_other: '{{count}} 行',
    created: '已在{{orders}}中创建 {{lines}}',
    draftOrders_one: ' {{count}} 个草稿订单',
    draftOrders_other: ' {{count}} 个草稿订单',
    failed_one: '{{count}} 行被拒绝',
    failed_other: '{{count}} 行被拒绝',
    sheet: '工作表',
    column: '列',
    line: '行',
    message: '原因',
    truncated_one: '仅列出前 {{count}} 个错误。',
    truncated_other: '仅列出前 {{count}} 个错误。',
    codesCreated_one: '已添加 {{count}} 个物流单号',
    codesCreated_other: '已添加 {{count}} 个物流单号',
    productsCreated_one: '已创建 {{count}} 个产品',
    productsCreated_other: '已创建 {{count}} 个产品',
    datesSet_one: '已设置 {{count}} 个到货日期',
    datesSet_other: '已设置 {{count}} 个到货日期',
    warning: '警告',
    loadFailed: '无法加载报告。',
  },
  products: {
    intro:
      '下载最新模板，每个产品填写一行（产品类型名称或 ID、标题、SKU，以及各印刷位置设计图和样机图的链接），然后以 XLSX 或 CSV 上传。每个设计图都会被下载并检查（150 dpi 和印刷区域尺寸）；每行要么创建其产品，要么按列列出原因。',
  },
  comingDates: {
    intro:
      '下载最新模板，每个等待库存的订单商品填写一行（订单商品 ID 或其装箱单编码，以及预计到货日期，格式为 YYYY-MM-DD），然后以 XLSX 或 CSV 上传。每一行为该商品等待库存的件设置日期；被拒绝的行会列出原因。',
  },
  tracking: {
    intro:
      '下载最新模板，每个物流单号填写一行（订单项 ID 或其装箱单编码、物流单号和承运商），然后以 XLSX 或 CSV 格式上传。每一行单独添加；被拒绝的行会列出原因，格式未知的单号会带警告添加。',
  },
};

export default importsZh;
