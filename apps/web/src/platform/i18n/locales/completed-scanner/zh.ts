import type { Messages } from '../en';
import type completedScannerEn from './en';

const completedScannerZh: Messages<typeof completedScannerEn> = {
  intro: '扫描成品的装箱单（或输入其值并按回车），在不更改的情况下查看其商品，然后拍摄成品照片。',
  input: {
    label: '装箱单值',
    placeholder: 'K7Q2M9XW4R_1',
    submit: '查询',
  },
  empty: '扫描装箱单以查看其商品。',
  item: {
    slip: '装箱单值',
    quantity: '数量',
    unitOf: '第 {{index}} 件，共 {{total}} 件',
    order: '订单',
  },
  photos: {
    title: '成品照片',
    add: '拍摄或添加照片',
    uploading: '正在上传 {{done}} / {{total}}…',
    added: '已添加照片：{{count}}',
  },
  history: {
    title: '本次扫描记录',
    hint: '最近 20 次扫描，离开此页面前一直保留。',
    empty: '本次尚无扫描。',
    scannedAt: '扫描时间',
  },
};

export default completedScannerZh;
