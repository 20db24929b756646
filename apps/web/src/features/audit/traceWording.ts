import { readTraceLine, type TraceCause } from '@platfox/domain';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { statusLabel } from '../../ui/statusLabel';

/*
 * A trace line in the reader's language (issue 31): the server keeps each change as it wrote it
 * ("Order placed, charged 1450 cents", "readyToDelivery #1: PROCESSING → READY_TO_DELIVERY"),
 * which exports and the API give as written; the screens read it back (the domain's
 * readTraceLine) and say it with money as money and statuses and actions by their labels. A line
 * in no known format (a note, an address change) is shown as written.
 */

function causeWords(t: TFunction, cause: TraceCause): string {
  switch (cause.kind) {
    case 'ACTION':
      return t(`audit.lines.actions.${cause.action}`);
    case 'PLACED':
      return t('audit.lines.placed');
    case 'REFUNDED_BY_ADMIN':
      return t('audit.lines.refundedByAdmin');
    case 'CANCELED_AND_REFUNDED':
      return t('audit.lines.canceledAndRefunded');
    case 'RESEND':
      return t('audit.lines.resend');
    case 'REPRINT':
      return t('audit.lines.reprint', { number: `\u2068#${cause.issue}\u2069` });
    case 'ISSUE_RAISED':
      return t('audit.lines.issueRaised', { number: `\u2068#${cause.issue}\u2069` });
    case 'ISSUE':
      return t('audit.lines.issue', { number: `\u2068#${cause.issue}\u2069` });
  }
}

/** Data inside a worded line (a name, a note): isolated, so it keeps its own direction. */
const isolate = (value: string) => `\u2068${value}\u2069`;

/**
 * The line's description as the reader's language says it; `isWorded` is false for a line shown
 * as written (the screen then isolates it as data: it is the server's or a person's own words).
 */
export function traceLine(t: TFunction, description: string): { text: string; isWorded: boolean } {
  const text = traceLineWords(t, description);
  return { text, isWorded: readTraceLine(description) !== null };
}

/** The line's description as the reader's language says it. */
export function traceLineWords(t: TFunction, description: string): string {
  const event = readTraceLine(description);
  if (!event) return description;
  switch (event.kind) {
    case 'DRAFT_CREATED':
      return t('audit.lines.draftCreated');
    case 'PLACED_CHARGED':
      return t('audit.lines.placedCharged', { amount: formatMoney(event.amount) });
    case 'ITEM_REFUNDED':
      return t('audit.lines.itemRefunded', {
        amount: formatMoney(event.amount),
        note: isolate(event.note),
      });
    case 'ISSUE_REFUNDED':
      return t('audit.lines.issueRefunded', {
        number: `\u2068#${event.issue}\u2069`,
        amount: formatMoney(event.amount),
      });
    case 'ISSUE_REPRINTED':
      return t('audit.lines.issueReprinted', { number: `\u2068#${event.issue}\u2069` });
    case 'TRANSACTION_MOVED': {
      const moved = t('audit.lines.transactionMoved', {
        type: t(`transactions.type.${event.type}`),
        from: statusLabel(t, event.from),
        to: statusLabel(t, event.to),
      });
      return event.note
        ? t('audit.lines.withNote', { line: moved, note: isolate(event.note) })
        : moved;
    }
    case 'MOVED': {
      const to = statusLabel(t, event.to);
      const move = event.from
        ? t('audit.lines.fromTo', { from: statusLabel(t, event.from), to })
        : t('audit.lines.to', { to });
      const cause = causeWords(t, event.cause);
      let line =
        event.scope === 'order'
          ? t('audit.lines.orderMoved', { cause, move })
          : event.unit !== null
            ? t('audit.lines.unitMoved', { cause, unit: event.unit, move })
            : t('audit.lines.moved', { cause, move });
      if (event.staff) line = t('audit.lines.byStaff', { line, staff: isolate(event.staff) });
      if (event.reason) line = t('audit.lines.withNote', { line, note: isolate(event.reason) });
      return line;
    }
  }
}
