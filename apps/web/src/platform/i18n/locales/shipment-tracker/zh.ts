import type { Messages } from '../en';
import type shipmentTrackerEn from './en';

const shipmentTrackerZh: Messages<typeof shipmentTrackerEn> = {
  intro:
    '在打包台扫描每个包裹的运单号，可添加包裹和装箱单的照片。结束当天后，今天获得运单号但从未扫描的包裹会列为漏扫。',
  code: '运单号',
  noStaff: '请先为员工签到',
  repeated: '已扫描',
  photoCounts: '包裹照片：{{parcel}}，装箱单照片：{{slip}}',
  parcelPhoto: '包裹照片',
  slipPhoto: '装箱单照片',
  closeDay: '结束当天',
  closed_one: '当天已结束：{{count}} 个漏扫包裹',
  closed_other: '当天已结束：{{count}} 个漏扫包裹',
  list: {
    trackCode: '运单号',
    status: '状态',
    order: '订单',
    photos: '照片',
    photoCounts: '包裹 {{parcel}} / 装箱单 {{slip}}',
    staff: '员工',
    description: '描述',
    createdAt: '扫描时间',
    printer: '印刷商',
  },
};

export default shipmentTrackerZh;
