import { formatCents } from './money';

/*
 * What the server tells users in a notification, as it writes it (in English, kept so in the
 * notification's row, its exports and the API) and as a screen reads it back to say it in the
 * reader's language (issue 31): each kind of title has a builder the server uses and a key the
 * web translates; the reader finds the key and its facts (an issue's number, a status code). A
 * title of no known kind (an admin's campaign) is shown as written.
 */

/** Titles with no facts in them, by key. */
const FIXED = {
  refundApproved: 'Your refund request was approved',
  refundRefused: 'Your refund request was refused',
  resendApproved: 'Your resend request was approved: a new order was made at no charge',
  resendRefused: 'Your resend request was refused',
  returnApproved: 'Your return request was approved',
  returnRefused: 'Your return request was refused',
  itemCanceledAndRefunded: 'Your order item was canceled and refunded',
  itemCompleted: 'Your order item was completed',
  itemReset: 'Your order item was sent back to production',
  accountBlocked: 'Your account has been blocked',
  accountActive: 'Your account is active again',
  permissionsChanged: 'Your permissions have been changed',
  welcome: 'Welcome to Platfox',
  depositApproved: 'Your deposit was approved',
  merchantJoined: 'A new merchant joined',
  productImportFinished: 'Product import finished',
  badgeAwarded: 'You earned a badge',
  networkBlocked: 'Your network was blocked by an administrator',
  networkUnblocked: 'Your network is open again',
  networkMemberRemoved: 'An administrator removed a member from your network',
  addressInvalid: 'The address of your order is invalid',
  trackingAdded: 'Your order has a tracking update',
} as const;

export type FixedNoticeKey = keyof typeof FIXED;
export const FIXED_NOTICE_TITLES: Readonly<Record<FixedNoticeKey, string>> = FIXED;

/** The descriptions the server writes beside some fixed titles, by the title's key. */
export const FIXED_NOTICE_DESCRIPTIONS: Partial<Record<FixedNoticeKey, string>> = {
  accountBlocked:
    'An administrator blocked your account. Please contact support if you think this is a mistake.',
  accountActive: 'An administrator re-activated your account. You can use the platform again.',
  permissionsChanged:
    'What you can see and do may have changed. Some pages may now be open or closed to you.',
  welcome: 'Complete your profile so we can ship your orders without delay.',
  networkBlocked:
    'Nobody can join it and you cannot act on its members; its coupons and events do not reach it until it is unblocked.',
  addressInvalid:
    'An administrator found the shipping address of this order invalid. Please correct it so the order can ship.',
};

/** Descriptions built with their facts: money in cents, a count, a person's name. */
export const NOTICE_DESCRIPTIONS = {
  balanceCredited: (cents: number) => `Your balance has been credited with ${formatCents(cents)}.`,
  importNeedsAttention: (count: number) =>
    `Your spreadsheet was imported: ${count} products need your attention.`,
  merchantJoined: (name: string) => `${name} registered and verified their e-mail address.`,
} as const;

export type NoticeDescription =
  | { key: 'balanceCredited'; amount: number }
  | { key: 'importNeedsAttention'; count: number }
  | { key: 'merchantJoined'; name: string }
  | { key: 'storeUnmapped' };

/** A description built by NOTICE_DESCRIPTIONS read back as its kind and facts, else null. */
export function readNoticeDescription(description: string): NoticeDescription | null {
  if (description === STORE_NOTICE_UNMAPPED) return { key: 'storeUnmapped' };
  const credited = /^Your balance has been credited with \$([\d,]+)\.(\d{2})\.$/.exec(description);
  if (credited) {
    const amount = Number(credited[1]!.replaceAll(',', '')) * 100 + Number(credited[2]);
    return { key: 'balanceCredited', amount };
  }
  const imported = /^Your spreadsheet was imported: (\d+) products need your attention\.$/.exec(
    description,
  );
  if (imported) return { key: 'importNeedsAttention', count: Number(imported[1]) };
  const joined = /^(.+) registered and verified their e-mail address\.$/s.exec(description);
  if (joined) return { key: 'merchantJoined', name: joined[1]! };
  return null;
}

/** The issue notices' titles, built with their issue's number (and status). */
export const ISSUE_NOTICE_TITLES = {
  issueNew: (issue: number) => `New issue #${issue}`,
  issueMessage: (issue: number) => `New message on issue #${issue}`,
  issueStatus: (issue: number, status: string) => `Issue #${issue} is now ${status}`,
  issueResolved: (issue: number) => `Issue #${issue} was resolved`,
  issueClosed: (issue: number) => `Issue #${issue} was closed`,
} as const;

/**
 * The store notices (issue 31 item 7), built with the store order's own number and the store's
 * name: one order, or a count of them when a pull brings several at once.
 */
export const STORE_NOTICE_TITLES = {
  storeOrderNeedsYou: (order: string, store: string) =>
    `Store order ${order} from ${store} needs you`,
  storeOrdersNeedYou: (count: number, store: string) => `${count} orders from ${store} need you`,
  storeOrderDrafted: (order: string, store: string) =>
    `Store order ${order} from ${store} is a draft to place`,
  storeOrdersDrafted: (count: number, store: string) =>
    `${count} orders from ${store} are drafts to place`,
  storeOrderPlaced: (order: string, store: string) =>
    `Store order ${order} from ${store} was placed`,
  storeOrdersPlaced: (count: number, store: string) => `${count} orders from ${store} were placed`,
} as const;
type StoreNoticeKey = keyof typeof STORE_NOTICE_TITLES;

/** Why an unmapped store order waits, as the notice says it (a refusal says its own reason). */
export const STORE_NOTICE_UNMAPPED =
  'A variant of this order is not mapped to your products yet: map it and the order becomes a draft.';

const STORE_PATTERNS: [StoreNoticeKey, RegExp, 'order' | 'count'][] = [
  ['storeOrderNeedsYou', /^Store order (.+?) from (.+) needs you$/s, 'order'],
  ['storeOrdersNeedYou', /^(\d+) orders from (.+) need you$/s, 'count'],
  ['storeOrderDrafted', /^Store order (.+?) from (.+) is a draft to place$/s, 'order'],
  ['storeOrdersDrafted', /^(\d+) orders from (.+) are drafts to place$/s, 'count'],
  ['storeOrderPlaced', /^Store order (.+?) from (.+) was placed$/s, 'order'],
  ['storeOrdersPlaced', /^(\d+) orders from (.+) were placed$/s, 'count'],
];

export type NoticeTitle =
  | { key: FixedNoticeKey }
  | { key: StoreNoticeKey; order: string; count: number; store: string }
  | { key: 'issueNew' | 'issueMessage' | 'issueResolved' | 'issueClosed'; issue: number }
  | { key: 'issueStatus'; issue: number; status: string };

const ISSUE_PATTERNS: [
  Exclude<NoticeTitle['key'], FixedNoticeKey | StoreNoticeKey | 'issueStatus'>,
  RegExp,
][] = [
  ['issueNew', /^New issue #(\d+)$/],
  ['issueMessage', /^New message on issue #(\d+)$/],
  ['issueResolved', /^Issue #(\d+) was resolved$/],
  ['issueClosed', /^Issue #(\d+) was closed$/],
];

/** The notification's title read back as its kind and facts, or null when of no known kind. */
export function readNoticeTitle(title: string): NoticeTitle | null {
  for (const [key, text] of Object.entries(FIXED) as [FixedNoticeKey, string][]) {
    if (title === text) return { key };
  }
  for (const [key, pattern] of ISSUE_PATTERNS) {
    const found = pattern.exec(title);
    if (found) return { key, issue: Number(found[1]) };
  }
  for (const [key, pattern, first] of STORE_PATTERNS) {
    const found = pattern.exec(title);
    if (!found) continue;
    const fact = found[1]!;
    return first === 'order'
      ? { key, order: fact, count: 1, store: found[2]! }
      : { key, order: '', count: Number(fact), store: found[2]! };
  }
  const status = /^Issue #(\d+) is now ([A-Z_]+)$/.exec(title);
  if (status) return { key: 'issueStatus', issue: Number(status[1]), status: status[2]! };
  return null;
}
