import type { Messages } from '../en';
import type emptyStatesEn from './en';

const emptyStatesZh: Messages<typeof emptyStatesEn> = {
  default: '这里还没有内容。新记录创建后会立即显示在这里。',
  filtered: '没有符合这些筛选条件的内容。',
  clearFilters: '清除筛选',
  lists: {
    stores: '还没有店铺：连接您的 Shopify 或 WooCommerce 店铺。',
    storeVariants: '这里没有变体。店铺同步后会显示其商品。',
    storeOrders: '这里没有来自该店铺的订单。',
    sellerProducts: '还没有产品：新建一个或导入表格。',
    products: '还没有产品。商家创建产品后会显示在这里。',
    sellerOrders: '还没有订单：新建一个或导入表格。',
    orders: '还没有订单。商家下单后会显示在这里。',
    draftOrders: '没有草稿订单。从表格导入的订单会在这里等待您下单。',
    orderItems: '还没有订单商品。已下订单中的每个产品都会显示在这里。',
    printerItems: '这里暂无待处理的内容。订单分配给您后，商品会显示在这里。',
    attributes: '还没有属性：新建第一个（颜色、尺码……）。',
    blankApparels: '还没有空白服装：新建一个以跟踪其库存。',
    categories: '还没有分类：新建一个来归类产品类型。',
    productTypes: '还没有产品类型：新建第一个。',
    uploadTypes: '还没有上传类型：新建第一个。',
    shippingPrices: '还没有运费：为每个目的地添加一个。',
    coupons: '还没有优惠码：新建一个。',
    imports: '还没有导入记录。在订单和产品页面导入的表格会显示在这里。',
    networks: '还没有网络。商家创建后会显示在这里。',
    roles: '还没有角色：新建一个来归类权限。',
    users: '还没有用户：新建一个。',
    shipmentTracker: '还没有扫描包裹。扫描物流单号以登记包裹。',
    signatures: '还没有装箱单签名。商家上传后会显示在这里。',
    downloadedSlips: '还没有下载装箱单。您从商品列表下载的装箱单会显示在这里。',
    sellerDeposits: '还没有充值：充值后即可支付订单。',
    deposits: '还没有充值。商家的充值会显示在这里。',
    otherTransactions: '还没有其他交易。退款、费用和调整会显示在这里。',
    withdraws: '还没有提现。商家的提现申请会显示在这里。',
    afterSale: '没有待处理的申请。商家的退款、补发和退货申请会显示在这里。',
    overDue: '没有超过截止日期的商品。',
    invalidAddress: '没有地址无效的订单。',
    campaigns: '还没有通知消息：新建一条。',
  },
};

export default emptyStatesZh;
