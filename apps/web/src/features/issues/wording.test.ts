import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../../platform/i18n';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { historyLine, systemLine } from './wording';

/*
 * An issue's history and the system's lines are stored as codes with their facts: a seller reading
 * Arabic reads them in Arabic, money as the app writes it; a line stored as text reads as stored.
 */

const at = { id: 'h', actorName: null, createdAt: '2026-11-20T10:00:00.000Z' };
const t = () => i18n.t.bind(i18n);

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await changeLanguage('en', { isRemembered: false });
});

describe('issue wording', () => {
  it('words every history code in English, money through the money formatter', () => {
    const line = (event: Parameters<typeof historyLine>[1]['event']) =>
      historyLine(t(), { ...at, event, description: null });
    expect(
      line({ kind: 'RAISED', params: { type: 'BUG', origin: 'PRINTER', action: 'REFUND' } }),
    ).toBe('Raised as Bug (Supplier), asking for: Refund');
    expect(line({ kind: 'STATUS_CHANGED', params: { from: 'NEW', to: 'PROCESSING' } })).toMatch(
      /^Status: .+ → .+$/,
    );
    expect(line({ kind: 'REFUNDED', params: { from: 'NEW', amount: 1205 } })).toBe(
      'Resolved by a refund of $12.05',
    );
    expect(line({ kind: 'REPRINTED', params: { from: 'NEW' } })).toBe(
      'Resolved by a reprint at no charge',
    );
    expect(line({ kind: 'AUTO_CLOSED', params: { from: 'NEW', days: 1 } })).toBe(
      'Closed automatically: no answer from the merchant for 1 day',
    );
    expect(line({ kind: 'AUTO_CLOSED', params: { from: 'NEW', days: 7 } })).toBe(
      'Closed automatically: no answer from the merchant for 7 days',
    );
  });

  it('shows a line stored as text before codes as it was stored', () => {
    expect(historyLine(t(), { ...at, event: null, description: 'NEW → PROCESSING' })).toBe(
      'NEW → PROCESSING',
    );
  });

  it('words the history and the system lines in Arabic for a reader of Arabic', async () => {
    await changeLanguage('ar', { isRemembered: false });
    const refunded = historyLine(t(), {
      ...at,
      event: { kind: 'REFUNDED', params: { from: 'NEW', amount: 1205 } },
      description: null,
    });
    expect(refunded).toBe(`حُلّت باسترداد مبلغ ${formatMoney(1205, 'ar')}`);
    expect(systemLine(t(), { kind: 'AUTO_CLOSED', params: { days: 7 } })).toBe(
      'أُغلقت هذه المشكلة تلقائيًا: لم يرد التاجر منذ 7 أيام',
    );
    expect(systemLine(t(), { kind: 'REPRINTED', params: {} })).toBe('حُلّت بإعادة الطباعة دون مقابل');
    await changeLanguage('en', { isRemembered: false });
    expect(systemLine(t(), { kind: 'REFUNDED', params: { amount: 300 } })).toBe(
      'Resolved by a refund of $3.00',
    );
  });
});
