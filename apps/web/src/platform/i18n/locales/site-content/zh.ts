import type { Messages } from '../en';
import type siteContentEn from './en';

/** 网站内容页面，中文。 */
const siteContentZh: Messages<typeof siteContentEn> = {
  save: '保存',
  saved: '已保存。',
  cancel: '取消',
  edit: '编辑',
  createdAt: '创建时间',
  updatedAt: '更新时间',
  shortLinks: {
    create: '新建短链接',
    edit: '编辑短链接',
    shortCode: '短链接',
    pageLink: '页面链接',
    pageLinkHint: '网址（https://…）或本站路径（/site/…）',
    visits: '访问次数',
    lastVisitedAt: '最近访问',
  },
  pages: {
    create: '新建页面',
    edit: '编辑页面',
    title: '标题',
    address: '地址',
    status: '状态',
    published: '已发布',
    draft: '草稿',
    publishedSwitch: '已发布：任何知道地址的人都可以阅读',
    animation: '轮播',
    slides: '幻灯片',
    slider: '轮播动画',
    slideImage: '图片地址（https://…）',
    slideCaption: '说明文字',
    slideLink: '链接（可选）',
    addSlide: '添加幻灯片',
    removeSlide: '移除此幻灯片',
    html: '页面内容（HTML）',
    htmlHint: '保存时会移除脚本、样式、框架和表单。',
    sanitised: '已保存。不允许的部分（脚本、样式、框架）已被移除。',
    open: '打开已发布的页面',
  },
  backup: {
    intro: '将账户的全部数据下载为一个包含 CSV 表格的压缩包，便于保存或迁移。',
    parts: {
      orders: '订单：每个订单及其地址、金额和状态',
      orderItems: '订单项目：每个订单中的每件商品及其物流单号',
      products: '商品：您的商品及其设计',
      transactions: '交易：充值、扣款、退款和提现',
    },
    privacy: '只有您可以下载该文件，其中不含任何其他账户的数据。',
    start: '备份我的数据',
  },
  animations: { NONE: '无', NEXT: '下一张', PREVIOUS: '上一张' },
};

export default siteContentZh;
