import type { Messages } from '../en';
import type scanEn from './en';

const scanZh: Messages<typeof scanEn> = {
  station: {
    action: '工位操作',
    actionHint: '本工位每次扫描对商品执行的操作',
    description: '原因',
    descriptionHint: '随此操作的每次扫描一起发送',
  },
  input: {
    label: '装箱单',
    placeholder: '扫描装箱单或输入其编码后按回车',
    submit: '扫描',
  },
  camera: {
    open: '摄像头',
    title: '用摄像头扫描',
    hint: '将装箱单的二维码或条形码对准摄像头。',
    failed: '无法打开摄像头。',
  },
  result: {
    title: '最近一次扫描',
    empty: '扫描装箱单后，其商品将显示在此处。',
    productType: '产品类型',
    attributes: '属性',
    status: '状态',
    unit: '数量序号',
    change: '原为{{from}}，现为{{to}}',
    downloadImage: '下载完整图片',
    noStaff: '仅限已签到员工访问，请先签到',
    needsDescription: '扫描前请填写此操作的原因。',
  },
  history: {
    title: '扫描记录',
    empty: '此设备上还没有扫描记录。',
    clear: '清除记录',
    clearTitle: '清除扫描记录？',
    clearMessage: '将删除此设备上保存的扫描记录。商品状态保持不变。',
    clearConfirm: '清除',
    scannedAt: '扫描时间',
    action: '操作',
    code: '装箱单',
  },
  verify: {
    label: '待核验的装箱单',
    placeholder: '扫描装箱单或输入其编码后按回车',
    qtyIndex: '数量序号',
    submit: '核验',
    empty: '扫描装箱单以核验其商品。',
    item: '商品',
    product: '产品',
    quantity: '数量',
    code: '装箱单',
    verified: '已核验',
    notVerified: '未核验',
    verifiedAt: '核验时间',
    units: '此商品的单件',
    summary: '订单汇总',
    order: '订单',
    progress: '已核验：{{verified}} / {{total}} 件',
    byStatus: '按状态统计的单件',
  },
};

export default scanZh;
