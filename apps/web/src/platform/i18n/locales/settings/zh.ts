import type { Messages } from '../en';
import type settingsEn from './en';

/** 管理员设置页面（中文）。 */
const settingsZh: Messages<typeof settingsEn> = {
  save: '保存',
  saved: '已保存。所有服务器现在都使用新值。',
  lastChange: '最后由 {{who}} 于 {{when}} 修改',
  neverChanged: '从未修改：使用默认值。',
  readOnly: '您可以查看这些设置，但不能修改。',
  pickUp: {
    intro: '本地自提订单向买家显示的地址：包裹的领取地点。',
    name: '自提点名称',
    street: '街道',
    street2: '街道（第 2 行）',
    city: '城市',
    state: '州',
    zipcode: '邮编',
    country: '国家',
    phone: '电话',
    hours: '营业时间',
    hoursHint: '按买家应看到的格式填写，例如 周一至周五 9:00-17:00',
  },
  rate: {
    intro: '其他货币存款换算时使用的最低汇率：每 1 美元对应的该货币单位数。',
    currency: '货币（ISO 代码）',
    rate: '每 1.00 美元的单位数',
    example: '{{amount}} {{currency}} 入账为 {{dollars}}',
  },
  seller: {
    saved: '您的设置已保存。',
    savedAt: '保存于 {{when}}',
    neverSaved: '尚未保存：使用默认值。',
    methods: { STANDARD: '标准', FAST: '快速', LOCAL_PICKUP: '本地自提' },
    main: {
      title: '默认值',
      shipping: '默认配送方式',
      shippingHint: '新订单默认使用此方式；您仍可在订单中更改。',
      returnAddress: '在我的装箱单上打印退货地址',
      returnHint: '买家和承运商将包裹退回给您的地址。',
    },
    forward: {
      title: '转寄',
      address: '转寄退回的包裹',
      addressHint: '退回或无法投递的包裹将转寄到此地址。',
      note: '给转寄人员的备注',
    },
  },
};

export default settingsZh;
