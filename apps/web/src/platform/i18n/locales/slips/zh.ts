import type { Messages } from '../en';
import type slipsEn from './en';

const slipsZh: Messages<typeof slipsEn> = {
  slip: {
    qtyIndex: '数量序号',
    allIndexes: '全部单件',
    indexOption: '第 {{index}} 件，共 {{total}} 件',
    print: '打印',
    download: '下载',
    checkIn: '仅限已签到员工，请先签到',
    checkInButton: '签到',
    loading: '正在生成装箱单…',
    failed: '无法生成装箱单：{{message}}',
    frameTitle: '{{product}} 的装箱单',
  },
  mass: {
    contents: '下载内容',
    PACKING_SLIPS: '装箱单（PDF）',
    PRINT_DESIGNS: '印花设计（zip）',
    SHIPPING_LABELS: '运单标签（zip）',
    by: '选择方式',
    byBlanks: '空白服装',
    byItems: '订单商品 ID',
    blanksPlaceholder: '选择空白服装',
    blanksHint: '其尚未打印的单件',
    noBlanks: '没有空白服装有待打印的商品',
    itemsHint: '粘贴以空格、逗号或换行分隔的 ID；列表中的“下载装箱单”按钮会自动填入',
    itemsCount_one: '{{count}} 个 ID',
    itemsCount_other: '{{count}} 个 ID',
    invalidIds: '不是订单商品 ID：{{ids}}',
    start: '开始下载',
    progressTitle: '下载',
    pending: '等待开始…',
    processing: '已完成 {{done}} / {{total}}',
    finished: '已就绪：{{fileName}}（{{files}}）',
    failed: '下载失败：{{error}}',
    downloadFile: '下载文件',
  },
  list: {
    downloadSlips: '下载装箱单',
    printAgain: '再次打印',
    started: '下载已开始，可在此查看进度',
  },
  columns: {
    order: '订单',
    product: '商品',
    sku: 'SKU',
    productType: '商品类型',
    quantity: '数量',
    printedQty: '已打印单件',
    printedAt: '最近打印',
    status: '状态',
    createdAt: '创建时间',
  },
  labels: {
    uploadShippingLabel: '上传标签',
    downloadShippingLabel: '下载标签',
    notPdf: '请选择 PDF 文件',
    uploaded: '已为 {{trackingCode}} 上传运单标签',
  },
  printed: {
    title: '装箱单',
    message_one: '已打印 {{count}} 张装箱单',
    message_other: '已打印 {{count}} 张装箱单',
  },
};

export default slipsZh;
