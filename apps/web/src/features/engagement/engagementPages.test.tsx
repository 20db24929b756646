import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Leaderboard, SellerEvent } from '@platfox/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import {
  listAnswer,
  ok,
  renderApp,
  signInAs,
  signOutQuietly,
  type Answers,
} from '../../test/testApp';

/*
 * The engagement screens as a user sees them (issue 35): an admin's group list and the group
 * form's refusals, and a merchant's contest with its leaderboard.
 */

const GROUP_ID = '88888888-8888-4888-8888-888888888888';
const EVENT_ID = '99999999-9999-4999-8999-999999999999';
const at = '2026-11-01T10:00:00.000Z';
const GROUPS = [
  'GROUP_ACCESS',
  'GROUP_DETAIL_ACCESS',
  'GROUP_DETAIL_CREATE',
  'GROUP_DETAIL_UPDATE',
];

const groupRow = {
  id: GROUP_ID,
  name: 'Top merchants',
  key: 'TOP_MERCHANTS',
  description: 'Merchants with a steady weekly volume',
  status: 'ACTIVATED',
  memberCount: 12,
  createdAt: at,
  updatedAt: at,
  updatable: true,
};

const admin = (permissions: string[], extra: Answers = {}): Answers => ({
  'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
  'POST /api/data-lists': () => listAnswer([groupRow]),
  'GET /api/apps/datalist-filter/group': () => ok({ status: 200, data: [] }),
  ...extra,
});

const PATIENT = { timeout: 20_000 };
vi.setConfig({ testTimeout: 40_000 });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

describe('/a/groups', () => {
  it('lists the groups through their model, each opening its editor', async () => {
    signInAs({ type: 'ADMIN', permissions: GROUPS });
    const { calls } = renderApp('/a/groups', admin(GROUPS));
    const listed = await screen.findByTestId('data-list-row', {}, PATIENT);
    expect(calls.find((call) => call.path === '/api/data-lists')?.body).toMatchObject({
      model: 'group',
      sorting: [{ field: 'createdAt', direction: 'desc' }],
    });
    expect(listed.textContent).toContain('Top merchants');
    expect(listed.textContent).toContain('TOP_MERCHANTS');
    expect(listed.textContent).toContain('12');
    expect(within(listed).getByText('Top merchants').closest('a')?.getAttribute('href')).toBe(
      `/a/group/${GROUP_ID}?m=edit`,
    );
    expect(screen.getByTestId('group-create').getAttribute('href')).toBe('/a/group/create');
  });

  it('gives an admin who may only list no create button', async () => {
    signInAs({ type: 'ADMIN', permissions: ['GROUP_ACCESS'] });
    renderApp('/a/groups', admin(['GROUP_ACCESS']));
    await screen.findByTestId('data-list-row', {}, PATIENT);
    expect(screen.queryByTestId('group-create')).toBeNull();
  });
});

describe('/a/group/create', () => {
  it('refuses a missing name and a bad key before sending, then sends the group', async () => {
    signInAs({ type: 'ADMIN', permissions: GROUPS });
    const saved = {
      id: GROUP_ID,
      name: 'VIP',
      key: 'VIP_2026',
      description: '',
      status: 'ACTIVATED',
      members: [],
      createdAt: at,
      updatedAt: at,
    };
    const { calls } = renderApp(
      '/a/group/create',
      admin(GROUPS, {
        'POST /api/groups': () => ok({ status: 200, data: saved }),
        [`GET /api/groups/${GROUP_ID}`]: () => ok({ status: 200, data: saved }),
      }),
    );
    const name = await screen.findByTestId('group-name', {}, PATIENT);
    const key = screen.getByTestId('group-key');
    fireEvent.click(screen.getByTestId('group-save'));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(key.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(name, { target: { value: 'VIP' } });
    fireEvent.change(key, { target: { value: 'vip 2026!' } });
    fireEvent.click(screen.getByTestId('group-save'));
    // The name is fine now; the key says what is wrong with it.
    expect(await screen.findByText('The key field is not valid')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).not.toBe('true');
    expect(calls.some((call) => call.path === '/api/groups')).toBe(false);

    fireEvent.change(key, { target: { value: 'vip_2026' } });
    fireEvent.click(screen.getByTestId('group-save'));
    await waitFor(() =>
      expect(calls.find((call) => call.path === '/api/groups')?.body).toMatchObject({
        name: 'VIP',
        key: 'VIP_2026',
        status: 'ACTIVATED',
        memberIds: [],
      }),
    );
  });
});

describe("a merchant's contest", () => {
  const contest: SellerEvent = {
    id: EVENT_ID,
    name: 'Top merchants sprint',
    description: 'Most sales in two weeks wins.',
    mode: 'CONTEST',
    fromDate: '2026-11-01T00:00:00.000Z',
    toDate: '2026-11-15T00:00:00.000Z',
    couponCodes: [],
    progress: { completedItems: 4, completedValue: 4200 },
    milestones: [],
    contestCondition: 'TOTAL_ORDER_VALUE',
  };
  const row = (place: number, name: string, score: number, extra = {}) => ({
    place,
    userId: `u${place}`,
    name,
    score,
    isMe: false,
    isWinner: false,
    ...extra,
  });
  const board = (isFinal: boolean, me: Leaderboard['me']): Leaderboard => ({
    eventId: EVENT_ID,
    condition: 'TOTAL_ORDER_VALUE',
    rows: [
      row(1, 'Dana K.', 125_000, { isWinner: isFinal }),
      row(2, 'Omar S.', 98_050, { isWinner: isFinal }),
      row(3, 'Lea M.', 40_000),
    ],
    me,
    participants: 57,
    isFinal,
  });
  const seller = (leaderboard: Leaderboard): Answers => ({
    'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
    [`GET /api/seller/events/${EVENT_ID}`]: () => ok({ status: 200, data: contest }),
    [`GET /api/events/${EVENT_ID}/leaderboard`]: () => ok({ status: 200, data: leaderboard }),
  });

  it('ranks the top in order with money scores, and the reader outside it in their place', async () => {
    signInAs({ type: 'SELLER' });
    const me = row(7, 'Sam Seller', 4200, { isMe: true });
    renderApp(`/s/contest/${EVENT_ID}`, seller(board(false, me)));
    const leaderboard = await screen.findByTestId('leaderboard', {}, PATIENT);
    const ranked = within(leaderboard)
      .getAllByTestId('leaderboard-row')
      .map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()));
    expect(ranked).toEqual([
      ['1', 'Dana K.', '$1,250.00'],
      ['2', 'Omar S.', '$980.50'],
      ['3', 'Lea M.', '$400.00'],
    ]);
    expect(within(leaderboard).getByTestId('leaderboard-my-place').textContent).toBe(
      'Your place: 7',
    );
    expect(within(leaderboard).getByTestId('leaderboard-me').textContent).toContain('Sam Seller');
    expect(within(leaderboard).getByTestId('leaderboard-me').textContent).toContain('$42.00');
    expect(leaderboard.textContent).toContain('57 participants');
    expect(leaderboard.textContent).toContain('Running: the ranking moves as items complete.');
    expect(within(leaderboard).queryByText('Winner')).toBeNull();
  });

  it('once ended shows the winners, and tells an unranked reader nothing is pending', async () => {
    signInAs({ type: 'SELLER' });
    renderApp(`/s/contest/${EVENT_ID}`, seller(board(true, null)));
    const leaderboard = await screen.findByTestId('leaderboard', {}, PATIENT);
    expect(leaderboard.textContent).toContain('The contest has ended: its winners are fixed.');
    expect(within(leaderboard).getAllByText('Winner')).toHaveLength(2);
    expect(within(leaderboard).queryByTestId('leaderboard-my-place')).toBeNull();
    // The "not ranked yet" nudge is for a running contest only.
    expect(leaderboard.textContent).not.toContain('You are not ranked yet');
  });
});
