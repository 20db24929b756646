/**
 * Notifications (the bell, the panel, the detail page, the admin's sending screens) and the
 * sellers' event notices, in English; the other languages are typed from this object.
 */
const notificationsEn = {
  bell: {
    open: 'Notifications',
    title: 'Notifications',
    viewAll: 'View all',
    empty: 'No notifications',
    markAllRead: 'Mark all as read',
  },
  types: {
    ORDER: 'Order',
    ORDER_ITEM: 'Order item',
    PRODUCT: 'Product',
    TRANSACTION: 'Transaction',
    ISSUE: 'Issue',
    NETWORK: 'Network',
    TRACKING_UPDATE: 'Tracking update',
    OTHERS: 'Others',
  },
  panel: {
    all: 'All',
    unread: 'Unread',
    category: 'Category',
    allCategories: 'All categories',
    loadMore: 'Load more',
    noMore: 'You have seen every notification',
    empty: 'You have no notifications here yet',
    markAllRead: 'Mark all as read',
    showItems: 'Show {{count}} more',
    hideItems: 'Hide',
    by: 'By {{name}}',
    unreadMark: 'Unread',
    failed: 'The notifications could not be loaded.',
  },
  detail: {
    back: 'Back to notifications',
    open: 'Open',
    sentAt: 'Sent',
    category: 'Category',
    actor: 'From',
    items: 'Related notifications',
    notFound: 'This notification does not exist or is not yours.',
  },
  campaigns: {
    create: 'New notification',
    title: 'Title',
    description: 'Message',
    audience: 'Send to',
    audiences: {
      ALL_SELLERS: 'All merchants',
      ALL_PRINTERS: 'All suppliers',
      USERS: 'Chosen users',
    },
    users: 'Users',
    usersPlaceholder: 'Search by e-mail',
    send: 'Send',
    sentTo_one: 'Sent to {{count}} user',
    sentTo_other: 'Sent to {{count}} users',
    recipientsCount: 'Recipients',
    sentAt: 'Sent',
    createdBy: 'Sent by',
    back: 'Back to list',
  },
  eventNotices: {
    close: 'Close',
    previous: 'Back',
    next: 'Next',
    position: '{{current}} of {{total}}',
  },
};

export default notificationsEn;
