import {
  FIXED_NOTICE_DESCRIPTIONS,
  FIXED_NOTICE_TITLES,
  ISSUE_NOTICE_TITLES,
  NOTICE_DESCRIPTIONS,
  STORE_NOTICE_TITLES,
  STORE_NOTICE_UNMAPPED,
} from '@platfox/domain';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, initI18n } from '../../platform/i18n';
import { noticeDescriptionWords, noticeTitleWords } from './noticeWording';

/* Notifications in the reader's language: statuses by their labels, never as codes (issue 31). */

const t = () => i18n.t.bind(i18n);

beforeAll(async () => {
  await initI18n('en');
});
afterAll(async () => {
  await changeLanguage('en', { isRemembered: false });
});

describe('notification wording', () => {
  it('says the store notices with the order number and store name as data (issue 31 item 7)', async () => {
    const title = STORE_NOTICE_TITLES.storeOrderNeedsYou('#1001', 'My Shop');
    expect(noticeTitleWords(t(), title)).toBe(
      'Store order \u2068#1001\u2069 from \u2068My Shop\u2069 needs you',
    );
    expect(noticeTitleWords(t(), STORE_NOTICE_TITLES.storeOrdersDrafted(3, 'My Shop'))).toBe(
      '3 orders from \u2068My Shop\u2069 are drafts to place',
    );
    await changeLanguage('ar', { isRemembered: false });
    expect(noticeTitleWords(t(), title)).toBe(
      'طلب المتجر \u2068#1001\u2069 من \u2068My Shop\u2069 يحتاج إليك',
    );
    expect(noticeTitleWords(t(), STORE_NOTICE_TITLES.storeOrderPlaced('#7', 'A from B'))).toBe(
      'قُدّم طلب المتجر \u2068#7\u2069 من \u2068A from B\u2069',
    );
    expect(noticeDescriptionWords(t(), title, STORE_NOTICE_UNMAPPED)).toContain('اربطه');
    // A refusal's own reason (the address rules' words) stays as written.
    expect(noticeDescriptionWords(t(), title, 'Shipping address street: Required')).toBe(
      'Shipping address street: Required',
    );
    await changeLanguage('en', { isRemembered: false });
  });

  it('says an issue status by its label, not its code', () => {
    expect(noticeTitleWords(t(), ISSUE_NOTICE_TITLES.issueStatus(4, 'PROCESSING'))).toBe(
      'Issue \u2068#4\u2069 is now Processing',
    );
    expect(noticeTitleWords(t(), 'Holiday production schedule')).toBe(
      'Holiday production schedule',
    );
  });

  it('says the server notices in Arabic for a reader of Arabic', async () => {
    await changeLanguage('ar', { isRemembered: false });
    const status = noticeTitleWords(t(), ISSUE_NOTICE_TITLES.issueStatus(4, 'PROCESSING'));
    expect(status).not.toContain('PROCESSING');
    expect(status).toContain('المشكلة');
    expect(noticeTitleWords(t(), FIXED_NOTICE_TITLES.refundApproved)).toBe(
      'تمت الموافقة على طلب الاسترداد',
    );
    expect(
      noticeDescriptionWords(
        t(),
        FIXED_NOTICE_TITLES.accountBlocked,
        FIXED_NOTICE_DESCRIPTIONS.accountBlocked!,
      ),
    ).toContain('حظر');
    expect(
      noticeDescriptionWords(
        t(),
        FIXED_NOTICE_TITLES.depositApproved,
        NOTICE_DESCRIPTIONS.balanceCredited(50_000),
      ),
    ).toBe(`أُضيف ${formatMoney(50_000, 'ar')} إلى رصيدك.`);
    // An admin's own words beside a known title stay as written.
    expect(noticeDescriptionWords(t(), FIXED_NOTICE_TITLES.refundApproved, 'Sorry!')).toBe(
      'Sorry!',
    );
    await changeLanguage('en', { isRemembered: false });
  });
});
