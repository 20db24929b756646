import type { EventNotice, EventNotify, Session } from '@platfox/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInWith,
  type TestContext,
} from '../../test/harness';

let ctx: TestContext;
let admin: Session;
let seller: Session;

const DAY = 24 * 60 * 60 * 1000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();

function notice(changes: Record<string, unknown> = {}) {
  return {
    subject: 'Summer sale',
    content: '<p>Hello</p>',
    layout: 'PIN_TOP',
    fromDate: at(-1),
    toDate: at(1),
    audience: 'ALL_SELLERS',
    ...changes,
  };
}

const create = (payload: object, session = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/events/notices',
    headers: bearer(session),
    payload,
  });

async function notifiesOf(session: Session): Promise<EventNotify[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/events/notifies',
    headers: bearer(session),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: EventNotify[] }>().data;
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await signIn(ctx.app, 'admin@demo.test');
  seller = await signIn(ctx.app, 'seller@demo.test');
});
afterAll(() => ctx.close());

describe('POST /api/events/notices sanitises the HTML before storing it', () => {
  it('drops scripts, styles and event handlers, keeps formatting, safe links and images', async () => {
    const response = await create(
      notice({
        content: [
          '<p onclick="steal()">Big <strong>news</strong><script>alert(1)</script></p>',
          '<style>body{display:none}</style>',
          '<img src="https://cdn.example.com/a.png" onerror="alert(2)">',
          '<img src="data:image/png;base64,AAAA">',
          '<a href="https://example.com/sale">sale</a> <a href="mailto:help@example.com">mail</a>',
          '<a href="javascript:alert(3)">bad</a><iframe src="https://evil.test"></iframe>',
        ].join(''),
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { content } = response.json<{ data: EventNotice }>().data;
    expect(content).not.toMatch(/script|alert|onclick|onerror|style|iframe|javascript|data:/i);
    expect(content).toContain('<p>Big <strong>news</strong></p>');
    expect(content).toContain('<img src="https://cdn.example.com/a.png" />');
    expect(content).toContain(
      '<a href="https://example.com/sale" target="_blank" rel="noopener noreferrer">sale</a>',
    );
    expect(content).toContain('<a href="mailto:help@example.com"');
    expect(content).toContain('>bad</a>');
  });

  it('refuses content that is empty once sanitised, and an end before the start', async () => {
    const empty = await create(notice({ content: '<script>alert(1)</script>' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.content).toBe('The content field is required');
    const backwards = await create(notice({ fromDate: at(2), toDate: at(1) }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.toDate).toBe('The end time must be after the start time');
  });

  it('is for admins with the events permission only', async () => {
    expect((await create(notice(), seller)).statusCode).toBe(403);
    const user = await createUser(ctx, { type: 'ADMIN' });
    const bare = await signInWith(ctx.app, user.email, user.password);
    expect((await create(notice(), bare)).statusCode).toBe(403);
  });
});

describe('GET /api/events/notifies', () => {
  it('answers the active notices for this seller, for sellers only', async () => {
    const other = await createUser(ctx, { type: 'SELLER' });
    const otherSession = await signInWith(ctx.app, other.email, other.password);
    const seeded = (await notifiesOf(seller)).map((item) => item.subject);
    expect(seeded).toEqual(
      expect.arrayContaining(['Same-day production', 'Holiday production schedule']),
    );

    await create(notice({ subject: 'Ended', fromDate: at(-3), toDate: at(-2) }));
    await create(notice({ subject: 'Not yet', fromDate: at(2), toDate: at(3) }));
    const chosen = await create(
      notice({ subject: 'Just for you', layout: 'POPUP', audience: 'USERS', userIds: [other.id] }),
    );
    expect(chosen.statusCode, chosen.body).toBe(200);

    const mine = (await notifiesOf(seller)).map((item) => item.subject);
    expect(mine).not.toContain('Ended');
    expect(mine).not.toContain('Not yet');
    expect(mine).not.toContain('Just for you');
    const theirs = await notifiesOf(otherSession);
    expect(theirs.find((item) => item.subject === 'Just for you')).toEqual({
      id: chosen.json().data.id,
      subject: 'Just for you',
      content: '<p>Hello</p>',
      layout: 'POPUP',
      updatedAt: chosen.json().data.updatedAt,
    });

    for (const email of ['admin@demo.test', 'printer@demo.test']) {
      const session = await signIn(ctx.app, email);
      const refused = await ctx.app.inject({
        method: 'GET',
        url: '/api/events/notifies',
        headers: bearer(session),
      });
      expect(refused.statusCode).toBe(403);
    }
  });

  it('refuses a chosen user who is not a seller', async () => {
    const printer = await signIn(ctx.app, 'printer@demo.test');
    const response = await create(notice({ audience: 'USERS', userIds: [printer.user.id] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.userIds).toBe('The selected seller is invalid');
  });
});

describe('PUT and DELETE /api/events/notices/:id', () => {
  it('changes updatedAt on edit (sellers refresh their cache) and deletes', async () => {
    const created = (await create(notice({ subject: 'Draft' }))).json<{ data: EventNotice }>().data;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/notices/${created.id}`,
      headers: bearer(admin),
      payload: notice({ subject: 'Final', content: '<p>Changed</p>' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const changed = edited.json<{ data: EventNotice }>().data;
    expect(changed).toMatchObject({ id: created.id, subject: 'Final', content: '<p>Changed</p>' });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    const url = `/api/events/notices/${created.id}`;
    const removed = await ctx.app.inject({ method: 'DELETE', url, headers: bearer(admin) });
    expect(removed.statusCode).toBe(200);
    const gone = await ctx.app.inject({ method: 'GET', url, headers: bearer(admin) });
    expect(gone.statusCode).toBe(404);
    expect((await notifiesOf(seller)).map((item) => item.subject)).not.toContain('Final');
  });
});

describe('POST /api/events/notifies/seen', () => {
  const seen = (session: Session, notices: { id: string; updatedAt: string }[]) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/events/notifies/seen',
      headers: bearer(session),
      payload: { notices: notices.map(({ id, updatedAt }) => ({ id, updatedAt })) },
    });

  it('shows a pop-up once per seller until it changes, in any browser', async () => {
    const popup = (await create(notice({ subject: 'Holiday hours', layout: 'POPUP' }))).json<{
      data: EventNotice;
    }>().data;
    const banner = (await create(notice({ subject: 'Banner stays' }))).json<{
      data: EventNotice;
    }>().data;
    const other = await createUser(ctx, { type: 'SELLER' });
    const otherSession = await signInWith(ctx.app, other.email, other.password);
    const subjects = async (session: Session) =>
      (await notifiesOf(session)).map((item) => item.subject);

    const closed = await seen(seller, [popup, banner]);
    expect(closed.statusCode, closed.body).toBe(200);
    // The banner is not a pop-up: closing it stays the browser's, for the day.
    expect(closed.json().data).toEqual({ seen: 1 });
    expect(await subjects(seller)).not.toContain('Holiday hours');
    expect(await subjects(seller)).toContain('Banner stays');
    // Another seller has not seen it.
    expect(await subjects(otherSession)).toContain('Holiday hours');
    // Again: nothing changes.
    expect((await seen(seller, [popup])).json().data).toEqual({ seen: 0 });

    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/events/notices/${popup.id}`,
      headers: bearer(admin),
      payload: notice({ subject: 'Holiday hours (new dates)', layout: 'POPUP' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(await subjects(seller)).toContain('Holiday hours (new dates)');
    // The old version's "seen" does not hide the new one.
    expect((await seen(seller, [popup])).json().data).toEqual({ seen: 0 });
    expect(await subjects(seller)).toContain('Holiday hours (new dates)');
  });

  it('refuses bad input and anyone but a seller', async () => {
    expect((await seen(seller, [])).statusCode).toBe(400);
    expect((await seen(seller, [{ id: 'nope', updatedAt: 'yesterday' }])).statusCode).toBe(400);
    const unknown = { id: '00000000-0000-4000-8000-000000000000', updatedAt: at(0) };
    expect((await seen(seller, [unknown])).json().data).toEqual({ seen: 0 });
    expect((await seen(admin, [unknown])).statusCode).toBe(403);
  });
});
