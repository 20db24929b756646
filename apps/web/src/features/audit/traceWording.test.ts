import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../../platform/i18n';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { traceLineWords } from './traceWording';

/*
 * The trail's lines in the reader's language (issue 31): money as money, statuses and actions by
 * their labels, in English and in Arabic; a line in no known format reads as written.
 */

const t = () => i18n.t.bind(i18n);

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await changeLanguage('en', { isRemembered: false });
});

describe('trace line wording', () => {
  it('says money as money and statuses and actions in words', () => {
    expect(traceLineWords(t(), 'Order placed, charged 1450 cents')).toBe(
      'Order placed, $14.50 charged',
    );
    expect(traceLineWords(t(), 'CHARGE PENDING → APPROVED')).toBe('Charge: Pending → Approved');
    expect(
      traceLineWords(t(), 'readyToDelivery #1: PROCESSING → READY_TO_DELIVERY by Ann Lee'),
    ).toBe('Ready to ship, unit 1: Processing → Ready to ship, by \u2068Ann Lee\u2069');
    expect(traceLineWords(t(), 'approve: order PENDING → APPROVED')).toBe(
      'Approved: order Pending → Approved',
    );
    expect(traceLineWords(t(), 'Issue #5: Resolved by a refund of 1400 cents')).toBe(
      'Issue \u2068#5\u2069: resolved by a refund of $14.00',
    );
    expect(traceLineWords(t(), 'Issue #7 raised: → NEW')).toBe(
      'Issue \u2068#7\u2069 raised: now New',
    );
  });

  it('shows a line in no known format as written', () => {
    expect(traceLineWords(t(), 'Note: call the buyer first')).toBe('Note: call the buyer first');
  });

  it('says the trail in Arabic for a reader of Arabic, with no code left in it', async () => {
    await changeLanguage('ar', { isRemembered: false });
    const charged = traceLineWords(t(), 'Order placed, charged 1450 cents');
    expect(charged).toBe(`تم تقديم الطلب وخصم ${formatMoney(1450, 'ar')}`);
    const moved = traceLineWords(
      t(),
      'readyToDelivery #1: PROCESSING → READY_TO_DELIVERY by Ann Lee',
    );
    expect(moved).toContain('جاهز للشحن');
    expect(moved).toContain('Ann Lee');
    const reviewed = traceLineWords(t(), 'DEPOSIT PENDING → APPROVED');
    for (const line of [charged, moved, reviewed]) {
      expect(line).not.toMatch(/[A-Z]{2,}_?[A-Z]*|readyToDelivery|cents/);
    }
    await changeLanguage('en', { isRemembered: false });
  });
});
