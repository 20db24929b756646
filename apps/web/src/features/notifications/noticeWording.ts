import { FIXED_NOTICE_DESCRIPTIONS, readNoticeDescription, readNoticeTitle } from '@platfox/domain';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { statusLabel } from '../../ui/statusLabel';

/*
 * A notification in the reader's language (issue 31): the server writes its titles in English
 * (the row, exports and the API keep them so); the domain reads a title back as its kind and
 * facts, and the screens say it with statuses by their labels. An admin's own title (a campaign)
 * is shown as written.
 */

const isolated = (issue: number) => `\u2068#${issue}\u2069`;

export function noticeTitleWords(t: TFunction, title: string): string {
  const notice = readNoticeTitle(title);
  if (!notice) return title;
  switch (notice.key) {
    case 'issueStatus':
      return t('notifications.titles.issueStatus', {
        number: isolated(notice.issue),
        status: statusLabel(t, notice.status),
      });
    case 'issueNew':
    case 'issueMessage':
    case 'issueResolved':
    case 'issueClosed':
      return t(`notifications.titles.${notice.key}`, { number: isolated(notice.issue) });
    case 'storeOrderNeedsYou':
    case 'storeOrdersNeedYou':
    case 'storeOrderDrafted':
    case 'storeOrdersDrafted':
    case 'storeOrderPlaced':
    case 'storeOrdersPlaced':
      // The store order's number and the store's name are data: isolated in a sentence of either
      // direction.
      return t(`notifications.titles.${notice.key}`, {
        order: `\u2068${notice.order}\u2069`,
        store: `\u2068${notice.store}\u2069`,
        count: notice.count,
      });
    default:
      return t(`notifications.titles.${notice.key}`);
  }
}

/** The description: the server's own sentence in words, else (an admin's words) as written. */
export function noticeDescriptionWords(t: TFunction, title: string, description: string): string {
  const built = readNoticeDescription(description);
  if (built) {
    switch (built.key) {
      case 'balanceCredited':
        return t('notifications.descriptions.balanceCredited', {
          amount: formatMoney(built.amount),
        });
      case 'importNeedsAttention':
        return t('notifications.descriptions.importNeedsAttention', { count: built.count });
      case 'merchantJoined':
        return t('notifications.descriptions.merchantJoined', {
          name: `\u2068${built.name}\u2069`,
        });
      case 'storeUnmapped':
        return t('notifications.descriptions.storeUnmapped');
    }
  }
  const notice = readNoticeTitle(title);
  if (!notice) return description;
  const key = notice.key;
  if (
    key !== 'accountBlocked' &&
    key !== 'accountActive' &&
    key !== 'permissionsChanged' &&
    key !== 'welcome'
  ) {
    return description;
  }
  return FIXED_NOTICE_DESCRIPTIONS[key] === description
    ? t(`notifications.descriptions.${key}`)
    : description;
}
