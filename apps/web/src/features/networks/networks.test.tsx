import type { Network, SellerNetwork } from '@platfox/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../platform/i18n';
import { fail, ok, renderApp, signInAs, signOutQuietly } from '../../test/testApp';

/* Seller networks: the admin's list and detail, the seller's page, the coupon form's networks. */

const PAGE = { timeout: 20_000 };
vi.setConfig({ testTimeout: 40_000 });

const NETWORK_ID = '55555555-5555-4555-8555-555555555555';
const MEMBER_ID = '66666666-6666-4666-8666-666666666666';

const network = (changes: Partial<Network> = {}): Network => ({
  id: NETWORK_ID,
  code: 'K7Q2M9XA',
  ownerId: 'owner-1',
  ownerEmail: 'owner@shop.test',
  ownerFullName: 'Olga Owner',
  rulesDescription: 'Sell only your own designs',
  status: 'ACTIVE',
  members: [
    {
      userId: MEMBER_ID,
      email: 'mia@shop.test',
      fullName: 'Mia Member',
      status: 'PENDING',
      joinedAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  activities: [
    {
      id: 'a-2',
      kind: 'JOIN',
      actorEmail: 'mia@shop.test',
      memberEmail: 'mia@shop.test',
      createdAt: '2026-11-01T10:00:00.000Z',
    },
    {
      id: 'a-1',
      kind: 'CREATE',
      actorEmail: 'owner@shop.test',
      memberEmail: null,
      createdAt: '2026-10-30T10:00:00.000Z',
    },
  ],
  createdAt: '2026-10-30T10:00:00.000Z',
  ...changes,
});

const listAnswer = (items: unknown[]) =>
  ok({
    status: 200,
    items,
    total: items.length,
    isTotalEstimated: false,
    query: { filters: [], filtersRef: [], timezone: 'UTC' },
  });

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => signOutQuietly());
afterEach(() => vi.unstubAllGlobals());

describe('admin networks', () => {
  const ADMIN = ['NETWORK_ACCESS', 'NETWORK_DETAIL_ACCESS'];
  const serve = (permissions: string[]) => ({
    'GET /api/accounts/permissions': () => ok({ status: 200, data: permissions }),
    'POST /api/data-lists': () =>
      listAnswer([
        {
          id: NETWORK_ID,
          updatable: false,
          code: 'K7Q2M9XA',
          ownerId: 'owner-1',
          ownerEmail: 'owner@shop.test',
          rulesDescription: 'Sell only your own designs',
          status: 'BLOCKED',
          approvedCount: 3,
          pendingCount: 1,
          blockedCount: 0,
          createdAt: '2026-10-30T10:00:00.000Z',
        },
      ]),
    'GET /api/apps/datalist-filter/network': () => ok({ status: 200, data: [] }),
    [`GET /api/networks/${NETWORK_ID}`]: () => ok({ status: 200, data: network() }),
  });

  it('lists networks through the network model and links to one', async () => {
    signInAs({ type: 'ADMIN', permissions: ADMIN });
    const { calls } = renderApp('/a/networks', serve(ADMIN));
    const row = await screen.findByTestId('data-list-row', {}, PAGE);
    expect(calls.find((call) => call.path === '/api/data-lists')?.body).toMatchObject({
      model: 'network',
    });
    expect(row.textContent).toContain('owner@shop.test');
    expect(within(row).getByTestId('network-row-status').textContent).toBe('Blocked');
    expect(within(row).getByText('K7Q2M9XA').getAttribute('href')).toContain(
      `/a/network/${NETWORK_ID}`,
    );
  });

  it('shows a network with its members and activities, without actions', async () => {
    signInAs({ type: 'ADMIN', permissions: ADMIN });
    renderApp(`/a/network/${NETWORK_ID}?m=view`, serve(ADMIN));
    const member = await screen.findByTestId('network-member', {}, PAGE);
    expect(member.textContent).toContain('mia@shop.test');
    expect(member.textContent).toContain('Pending');
    expect(screen.getByTestId('network-code').textContent).toContain('K7Q2M9XA');
    expect(screen.getAllByTestId('network-activity').map((a) => a.textContent)).toEqual([
      expect.stringContaining('Asked to join'),
      expect.stringContaining('Created the network'),
    ]);
    expect(screen.queryByTestId('network-action-APPROVE')).toBeNull();
  });

  it('offers no block or removal without NETWORK_DETAIL_UPDATE', async () => {
    signInAs({ type: 'ADMIN', permissions: ADMIN });
    renderApp(`/a/network/${NETWORK_ID}?m=view`, serve(ADMIN));
    await screen.findByTestId('network-member', {}, PAGE);
    expect(screen.queryByTestId('network-block')).toBeNull();
    expect(screen.queryByTestId('network-remove-member')).toBeNull();
  });

  it('blocks the network and removes a member, each after a confirmation', async () => {
    const UPDATE = [...ADMIN, 'NETWORK_DETAIL_UPDATE'];
    signInAs({ type: 'ADMIN', permissions: UPDATE });
    const state = { current: network() };
    const { calls } = renderApp(`/a/network/${NETWORK_ID}?m=view`, {
      ...serve(UPDATE),
      [`GET /api/networks/${NETWORK_ID}`]: () => ok({ status: 200, data: state.current }),
      [`PUT /api/networks/${NETWORK_ID}/status`]: () => {
        state.current = network({ status: 'BLOCKED' });
        return ok({ status: 200, data: state.current });
      },
      [`DELETE /api/networks/${NETWORK_ID}/members/${MEMBER_ID}`]: () => {
        state.current = network({ status: 'BLOCKED', members: [] });
        return ok({ status: 200, data: state.current });
      },
    });
    fireEvent.click(await screen.findByTestId('network-block', {}, PAGE));
    const question = await screen.findByTestId('network-block-confirm');
    expect(question.textContent).toContain('K7Q2M9XA');
    // Nothing is sent before the admin confirms.
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.click(within(question).getByTestId('confirm-ok'));
    await screen.findByTestId('network-unblock', {}, PAGE);
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ status: 'BLOCKED' });
    expect(screen.getByTestId('network-status').textContent).toBe('Blocked');

    fireEvent.click(screen.getByTestId('network-remove-member'));
    const removal = await screen.findByTestId('network-remove-confirm');
    expect(removal.textContent).toContain('mia@shop.test');
    fireEvent.click(within(removal).getByTestId('confirm-ok'));
    await screen.findByTestId('network-no-members', {}, PAGE);
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/networks/${NETWORK_ID}/members/${MEMBER_ID}`,
    ]);
  });
});

describe('seller network page', () => {
  const serve = (state: { current: SellerNetwork }, extra = {}) => ({
    'GET /api/accounts/permissions': () => ok({ status: 200, data: [] }),
    'GET /api/seller/network': () => ok({ status: 200, data: state.current }),
    ...extra,
  });

  it('creates a network with its rules, then shows the code to share', async () => {
    signInAs({ type: 'SELLER' });
    const state = { current: { owned: null, membership: null } as SellerNetwork };
    const { calls } = renderApp(
      '/s/network',
      serve(state, {
        'POST /api/seller/network': () => {
          state.current = { owned: network({ members: [] }), membership: null };
          return ok({ status: 200, data: state.current.owned });
        },
      }),
    );
    fireEvent.change(await screen.findByTestId('network-rules-input', {}, PAGE), {
      target: { value: 'Be kind' },
    });
    fireEvent.click(screen.getByTestId('network-create'));
    expect((await screen.findByTestId('network-code', {}, PAGE)).textContent).toContain('K7Q2M9XA');
    expect(
      calls.find((call) => call.method === 'POST' && call.path === '/api/seller/network')?.body,
    ).toEqual({
      rulesDescription: 'Be kind',
    });
    expect(screen.getByTestId('network-no-members')).toBeTruthy();
  });

  it('approves at once but asks before blocking', async () => {
    signInAs({ type: 'SELLER' });
    const state = { current: { owned: network(), membership: null } as SellerNetwork };
    const { calls } = renderApp(
      '/s/network',
      serve(state, {
        [`PUT /api/seller/network/members/${MEMBER_ID}`]: (body: unknown) => {
          const { action } = body as { action: string };
          const status = action === 'BLOCK' ? 'BLOCKED' : 'APPROVED';
          const owned = network();
          owned.members = owned.members.map((member) => ({ ...member, status }));
          state.current = { owned, membership: null };
          return ok({ status: 200, data: owned });
        },
      }),
    );
    const acts = () => calls.filter((call) => call.path.startsWith('/api/seller/network/members'));
    fireEvent.click(await screen.findByTestId('network-action-BLOCK', {}, PAGE));
    const dialog = await screen.findByTestId('network-confirm');
    expect(dialog.textContent).toContain('mia@shop.test');
    expect(acts()).toHaveLength(0);
    fireEvent.click(within(dialog).getByTestId('confirm-ok'));
    await waitFor(() => expect(acts()).toHaveLength(1));
    expect(acts()[0]?.body).toEqual({ action: 'BLOCK' });
    await waitFor(() =>
      expect(screen.getByTestId('network-member-status').textContent).toBe('Blocked'),
    );

    // A blocked member may be approved again, without a question.
    fireEvent.click(await screen.findByTestId('network-action-APPROVE'));
    await waitFor(() => expect(acts()).toHaveLength(2));
    expect(acts()[1]?.body).toEqual({ action: 'APPROVE' });
  });

  it("joins by code and shows the server's refusal under the field", async () => {
    signInAs({ type: 'SELLER' });
    const state = { current: { owned: null, membership: null } as SellerNetwork };
    const answers = [
      () => fail(400, 'No network has this code', { code: 'No network has this code' }),
      () => {
        state.current = {
          owned: null,
          membership: {
            networkId: NETWORK_ID,
            code: 'K7Q2M9XA',
            ownerEmail: 'owner@shop.test',
            rulesDescription: 'Sell only your own designs',
            status: 'PENDING',
            joinedAt: '2026-11-01T10:00:00.000Z',
          },
        };
        return ok({ status: 200, data: state.current });
      },
    ];
    const { calls } = renderApp(
      '/s/network',
      serve(state, { 'PUT /api/seller/network/join': () => answers.shift()!() }),
    );
    const input = await screen.findByTestId('network-join-code', {}, PAGE);
    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('network-join'));
    expect(await screen.findByText('No network has this code')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'k7q2m9xa' } });
    fireEvent.click(screen.getByTestId('network-join'));
    const membership = await screen.findByTestId('network-membership', {}, PAGE);
    expect(membership.textContent).toContain('owner@shop.test');
    expect(membership.textContent).toContain('Pending');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { code: 'nope' },
      { code: 'k7q2m9xa' },
    ]);
  });
});

describe('coupon form networks', () => {
  it('offers the networks by code and owner and shows the chosen one', async () => {
    const ALL = ['COUPON_ACCESS', 'COUPON_DETAIL_ACCESS', 'COUPON_DETAIL_CREATE'];
    signInAs({ type: 'ADMIN', permissions: ALL });
    renderApp('/a/coupon-code/create', {
      'GET /api/accounts/permissions': () => ok({ status: 200, data: ALL }),
      'GET /api/networks/choices': () =>
        ok({
          status: 200,
          data: [{ id: NETWORK_ID, code: 'K7Q2M9XA', ownerEmail: 'owner@shop.test' }],
        }),
    });
    fireEvent.click(await screen.findByTestId('coupon-all-members', {}, PAGE));
    const networks = await screen.findByTestId('coupon-networks');
    fireEvent.click(networks);
    const option = await screen.findByRole(
      'option',
      { name: 'K7Q2M9XA (owner@shop.test)', hidden: true },
      PAGE,
    );
    fireEvent.click(option);
    await waitFor(() =>
      expect(
        screen
          .getAllByText('K7Q2M9XA (owner@shop.test)')
          .some((element) => element.className.includes('Pill-label')),
      ).toBe(true),
    );
  });
});
