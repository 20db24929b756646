import { describe, expect, it } from 'vitest';
import { readTraceLine } from './trace-lines';

/* The trace log's lines, as the server's writers word them, read back as what they record. */

const ITEM = '0b6f4a8e-2c1d-4e5f-8a9b-1c2d3e4f5a6b';
const TX = '7d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';

describe('readTraceLine', () => {
  it('reads a placement and its charge, money in cents', () => {
    expect(readTraceLine('Order placed, charged 1450 cents')).toEqual({
      kind: 'PLACED_CHARGED',
      amount: 1450,
    });
    expect(readTraceLine('Order placed: NOT_READY → PENDING')).toMatchObject({
      kind: 'MOVED',
      cause: { kind: 'PLACED' },
      scope: 'item',
      from: 'NOT_READY',
      to: 'PENDING',
    });
    expect(readTraceLine('Draft order created')).toEqual({ kind: 'DRAFT_CREATED' });
  });

  it("reads a printer's unit move with its staff and reason", () => {
    expect(
      readTraceLine('readyToDelivery #1: PROCESSING → READY_TO_DELIVERY by Ann Lee (checked)'),
    ).toEqual({
      kind: 'MOVED',
      cause: { kind: 'ACTION', action: 'readyToDelivery' },
      scope: 'item',
      unit: 1,
      from: 'PROCESSING',
      to: 'READY_TO_DELIVERY',
      staff: 'Ann Lee',
      reason: 'checked',
    });
    expect(readTraceLine('pick (units): order APPROVED → PICKED')).toMatchObject({
      cause: { kind: 'ACTION', action: 'pick' },
      scope: 'order',
      unit: null,
    });
  });

  it('reads reviews of the ledger, issues, resends and reprints', () => {
    expect(readTraceLine('DEPOSIT PENDING → APPROVED: bank statement checked')).toEqual({
      kind: 'TRANSACTION_MOVED',
      type: 'DEPOSIT',
      from: 'PENDING',
      to: 'APPROVED',
      note: 'bank statement checked',
    });
    expect(readTraceLine(`Refunded 500 cents (transaction ${TX}): smudge`)).toEqual({
      kind: 'ITEM_REFUNDED',
      amount: 500,
      note: 'smudge',
    });
    expect(readTraceLine('Issue #12: NEW → PROCESSING')).toMatchObject({
      cause: { kind: 'ISSUE', issue: 12 },
      unit: null,
      from: 'NEW',
      to: 'PROCESSING',
    });
    expect(readTraceLine('Issue #12 raised: → NEW')).toMatchObject({
      cause: { kind: 'ISSUE_RAISED', issue: 12 },
      from: null,
      to: 'NEW',
    });
    expect(readTraceLine(`Reprint of order item ${ITEM} for issue #3: → APPROVED`)).toMatchObject({
      cause: { kind: 'REPRINT', issue: 3 },
      unit: null,
    });
    expect(readTraceLine(`Resend of order item ${ITEM}: → PENDING`)).toMatchObject({
      cause: { kind: 'RESEND' },
    });
  });

  it("reads an issue's resolution, a refund's money in cents", () => {
    expect(readTraceLine('Issue #5: Resolved by a refund of 1400 cents')).toEqual({
      kind: 'ISSUE_REFUNDED',
      issue: 5,
      amount: 1400,
    });
    expect(readTraceLine('Issue #4: Resolved by a reprint at no charge')).toEqual({
      kind: 'ISSUE_REPRINTED',
      issue: 4,
    });
  });

  it('leaves free text and unknown words alone', () => {
    expect(readTraceLine('Note: call the buyer first')).toBeNull();
    expect(readTraceLine('frobnicate: PENDING → APPROVED')).toBeNull();
    expect(readTraceLine('approve: PENDING → SOMEWHERE')).toBeNull();
    expect(readTraceLine('CHARGE PENDING → NOWHERE')).toBeNull();
  });
});
