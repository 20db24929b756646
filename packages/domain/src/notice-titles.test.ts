import { describe, expect, it } from 'vitest';
import {
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
