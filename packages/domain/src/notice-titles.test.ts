import { describe, expect, it } from 'vitest';
import {
  NOTICE_DESCRIPTIONS,
  readNoticeDescription,
  FIXED_NOTICE_TITLES,
  ISSUE_NOTICE_TITLES,
  readNoticeTitle,
  type FixedNoticeKey,
} from './notice-titles';

/* Every title the server builds reads back as its kind, so a screen can word it. */

describe('readNoticeTitle', () => {
  it('reads every fixed title back as its key', () => {
    for (const [key, title] of Object.entries(FIXED_NOTICE_TITLES)) {
      expect(readNoticeTitle(title)).toEqual({ key: key as FixedNoticeKey });
    }
  });

  it("reads the issue notices with the issue's number and status code", () => {
    expect(readNoticeTitle(ISSUE_NOTICE_TITLES.issueNew(12))).toEqual({
      key: 'issueNew',
      issue: 12,
    });
    expect(readNoticeTitle(ISSUE_NOTICE_TITLES.issueMessage(3))).toEqual({
      key: 'issueMessage',
      issue: 3,
    });
    expect(readNoticeTitle(ISSUE_NOTICE_TITLES.issueStatus(4, 'PROCESSING'))).toEqual({
      key: 'issueStatus',
      issue: 4,
      status: 'PROCESSING',
    });
    expect(readNoticeTitle(ISSUE_NOTICE_TITLES.issueResolved(5))).toEqual({
      key: 'issueResolved',
      issue: 5,
    });
    expect(readNoticeTitle(ISSUE_NOTICE_TITLES.issueClosed(6))).toEqual({
      key: 'issueClosed',
      issue: 6,
    });
  });

  it("leaves an admin's own title alone", () => {
    expect(readNoticeTitle('Holiday production schedule')).toBeNull();
  });
});

describe('readNoticeDescription', () => {
  it('reads money, a count and a name back from the descriptions the server builds', () => {
    expect(readNoticeDescription(NOTICE_DESCRIPTIONS.balanceCredited(123_456))).toEqual({
      key: 'balanceCredited',
      amount: 123_456,
    });
    expect(readNoticeDescription(NOTICE_DESCRIPTIONS.importNeedsAttention(2))).toEqual({
      key: 'importNeedsAttention',
      count: 2,
    });
    expect(readNoticeDescription(NOTICE_DESCRIPTIONS.merchantJoined('Sam Seller'))).toEqual({
      key: 'merchantJoined',
      name: 'Sam Seller',
    });
    expect(readNoticeDescription('Open the product to fix it before ordering.')).toBeNull();
  });
});
