import type { IssueSystemMessage, IssueView } from '@platfox/domain';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { statusLabel } from '../../ui/statusLabel';

/*
 * The server stores what happened to an issue as a code and its facts (cents, days, statuses);
 * these word them in the reader's language, money through the app's money formatter. A line
 * written before codes existed carries its English text instead, shown as it is.
 */

type HistoryEntry = IssueView['history'][number];

/** A line of the issue's history. */
export function historyLine(t: TFunction, entry: HistoryEntry): string {
  const { event } = entry;
  if (!event) return entry.description ?? '';
  switch (event.kind) {
    case 'RAISED':
      return t('issues.events.RAISED', {
        type: t(`issues.types.${event.params.type}`),
        origin: t(`issues.origins.${event.params.origin}`),
        action: t(`issues.actions.${event.params.action}`),
      });
    case 'STATUS_CHANGED':
      return t('issues.events.STATUS_CHANGED', {
        from: statusLabel(t, event.params.from),
        to: statusLabel(t, event.params.to),
      });
    case 'REFUNDED':
      return t('issues.events.REFUNDED', { amount: formatMoney(event.params.amount) });
    case 'REPRINTED':
      return t('issues.events.REPRINTED');
    case 'AUTO_CLOSED':
      return t('issues.events.AUTO_CLOSED', { count: event.params.days });
  }
}

/** What the system says in the conversation (the admin's note, if any, follows it). */
export function systemLine(t: TFunction, system: IssueSystemMessage): string {
  switch (system.kind) {
    case 'AUTO_CLOSED':
      return t('issues.system.AUTO_CLOSED', { count: system.params.days });
    case 'REFUNDED':
      return t('issues.system.REFUNDED', { amount: formatMoney(system.params.amount) });
    case 'REPRINTED':
      return t('issues.system.REPRINTED');
  }
}

/**
 * How the issue was resolved, named as what it was. A printer's answer leaves the refunded
 * amount out (money is the seller's and the admin's), so a refund then reads without it.
 */
export function resolutionWording(
  t: TFunction,
  resolution: NonNullable<IssueView['resolution']>,
  refundedAmount: number | null,
): string {
  if (resolution === 'REPRINT') return t('issues.resolve.reprinted');
  return refundedAmount === null
    ? t('issues.resolve.refundedNoAmount')
    : t('issues.resolve.refunded', { amount: formatMoney(refundedAmount) });
}
