import { screen, waitFor } from '@testing-library/react';
import type { EngagementEvent, Job } from '@platfox/domain';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { ok, renderApp, signInAs, signOutQuietly, type Answers } from '../../test/testApp';

/* The event page tells how far the event's e-mail to its audience has gone (issue 35). */

const EVENT_ID = '99999999-9999-4999-8999-999999999991';
const JOB_ID = '55555555-5555-4555-8555-555555555555';
const PERMISSIONS = ['EVENT_ACCESS', 'EVENT_DETAIL_ACCESS', 'EVENT_DETAIL_UPDATE'];
const at = '2026-11-01T10:00:00.000Z';

const event: EngagementEvent = {
  id: EVENT_ID,
  name: 'Free shipping week',
  description: '',
  mode: 'EMAIL',
  status: 'ACTIVATED',
  fromDate: at,
  toDate: '2026-11-08T10:00:00.000Z',
  isAppliedToAllMember: true,
  userIds: [],
  networkIds: [],
  groupIds: [],
  couponCodes: [],
  emailContent: { subject: 'Ship free', content: '<p>All week</p>', layout: 'PIN_TOP' },
  milestones: [],
  contestCondition: null,
  winnerCount: 3,
  activatedAt: at,
  mailJobId: JOB_ID,
  createdAt: at,
  updatedAt: at,
};

const job = (changes: Partial<Job>): Job => ({
  id: JOB_ID,
  kind: 'event-mail',
  status: 'PROCESSING',
  progress: { done: 0, total: 0 },
  result: null,
  error: null,
  createdAt: at,
  startedAt: at,
  finishedAt: null,
  ...changes,
});

const answers = (state: Job): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: PERMISSIONS }),
  [`GET /api/events/${EVENT_ID}`]: () => ok({ status: 200, data: event }),
  'GET /api/events/choices': () => ok({ status: 200, data: { groups: [], badges: [], rules: [] } }),
  [`GET /api/jobs/${JOB_ID}`]: () => ok({ status: 200, data: state }),
});

beforeAll(() => initI18n('en'));
beforeEach(() => signOutQuietly());

describe("an event's e-mail on its page", () => {
  it('shows how many of the audience it has reached while it sends', async () => {
    signInAs({ type: 'ADMIN', permissions: PERMISSIONS });
    renderApp(`/a/event/${EVENT_ID}?m=edit`, answers(job({ progress: { done: 120, total: 400 } })));
    const text = await screen.findByTestId('event-mail-text', {}, { timeout: 20_000 });
    await waitFor(() => expect(text.textContent).toBe('Sending the e-mail: 120 of 400'));
  });

  it('says how many it was sent to once it ends, failures included', async () => {
    signInAs({ type: 'ADMIN', permissions: PERMISSIONS });
    renderApp(
      `/a/event/${EVENT_ID}?m=edit`,
      answers(
        job({
          status: 'FINISHED_WITH_ERRORS',
          progress: { done: 400, total: 400 },
          result: { recipients: 400, sent: 398, failed: 2 },
          finishedAt: at,
        }),
      ),
    );
    const text = await screen.findByTestId('event-mail-text', {}, { timeout: 20_000 });
    await waitFor(() =>
      expect(text.textContent).toBe('E-mail sent to 398 of 400 merchants (2 failed)'),
    );
  });
});
