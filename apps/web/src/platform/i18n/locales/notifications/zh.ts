import type { Messages } from '../en';
import type notificationsEn from './en';

const notificationsZh: Messages<typeof notificationsEn> = {
  bell: {
    open: '通知',
    title: '通知',
    viewAll: '查看全部',
    empty: '暂无通知',
    markAllRead: '全部标为已读',
  },
  types: {
    ORDER: '订单',
    ORDER_ITEM: '订单商品',
    PRODUCT: '产品',
    TRANSACTION: '交易',
    ISSUE: '问题',
    NETWORK: '网络',
    TRACKING_UPDATE: '物流更新',
    OTHERS: '其他',
  },
  panel: {
    all: '全部',
    unread: '未读',
    category: '类别',
    allCategories: '所有类别',
    loadMore: '加载更多',
    noMore: '已显示全部通知',
    empty: '这里还没有通知',
    markAllRead: '全部标为已读',
    showItems: '再显示 {{count}} 条',
    hideItems: '收起',
    by: '来自 {{name}}',
    unreadMark: '未读',
    failed: '无法加载通知。',
  },
  detail: {
    back: '返回通知',
    open: '打开',
    sentAt: '发送时间',
    category: '类别',
    actor: '发送人',
    items: '相关通知',
    notFound: '该通知不存在或不属于您。',
  },
  campaigns: {
    create: '新建通知',
    title: '标题',
    description: '内容',
    audience: '发送给',
    audiences: {
      ALL_SELLERS: '所有商家',
      ALL_PRINTERS: '所有供应商',
      USERS: '指定用户',
    },
    users: '用户',
    usersPlaceholder: '按邮箱搜索',
    send: '发送',
    sentTo_one: '已发送给 {{count}} 位用户',
    sentTo_other: '已发送给 {{count}} 位用户',
    recipientsCount: '接收人数',
    sentAt: '发送时间',
    createdBy: '发送人',
    back: '返回列表',
  },
  eventNotices: {
    close: '关闭',
    previous: '上一条',
    next: '下一条',
    position: '第 {{current}} 条，共 {{total}} 条',
  },
};

export default notificationsZh;
