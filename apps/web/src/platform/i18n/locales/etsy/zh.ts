import type etsyEn from './en';

/** Etsy 店铺，中文。 */
const etsyZh: typeof etsyEn = {
  connect: {
    shop: 'Etsy 店铺名称',
    shopHint: '店铺在 Etsy 上的地址末尾的名称',
    next: '您将在 Etsy 上允许连接，然后返回此处。',
    submit: '前往 Etsy',
  },
  redirect: {
    refused: 'Etsy 未允许此连接。请重新连接店铺。',
  },
  shop: {
    name: '店铺',
    open: 'Etsy 店铺页面',
  },
  note: {
    title: '给买家的留言',
    hint: 'Etsy 会在每次发货时将此留言与物流单号一起发送给买家。留空则不发送。',
    save: '保存留言',
    saved: '给买家的留言已保存',
  },
  queue: {
    title: '待处理的 Etsy 订单',
    receipt: '收据',
    buyer: '买家',
    outcome: '结果',
    became: '订单：{{status}}',
    arrived: '到达时间',
  },
};

export default etsyZh;
