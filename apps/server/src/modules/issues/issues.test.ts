import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, balanceOf, demoPrinter, newAdmin, newUser } from '../../test/fixtures';
import { createTestApp, type TestContext } from '../../test/harness';
import { transactions } from '../ledger/tables';
import { notifications } from '../notifications/tables';
import { orderItems, orderItemUnits } from '../order-items/tables';
import { traceLogs } from '../trace-logs/tables';
import { issueMessages, issues } from './tables';
import { autoCloseLater, photoOf, shippedOrder } from './test-fixtures';

/*
 * Support issues through the HTTP API as sellers, admins and printers see them: raising one,
 * both conversations and who reads which, the status flow, a refund that pays once and a reprint
 * that reaches the printer, and every call refused to another account (404) or to an admin
 * without the permission (403) with nothing changed.
 */

let ctx: TestContext;
let admin: ReturnType<typeof as>;
let reader: ReturnType<typeof as>;
let printer: Awaited<ReturnType<typeof demoPrinter>>;
let otherPrinter: ReturnType<typeof as>;

const ALL = [
  'ORDER_ITEM_ACCESS',
  'ORDER_ITEM_DETAIL_ACCESS',
  'ORDER_ITEM_DETAIL_UPDATE',
  'ORDER_ITEM_REFUND_DETAIL_UPDATE',
  'ORDER_ITEM_RESEND_DETAIL_UPDATE',
];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = as(ctx, await newAdmin(ctx, ALL));
  // Reads issues, may change none of them.
  reader = as(ctx, await newAdmin(ctx, ['ORDER_ITEM_ACCESS', 'ORDER_ITEM_DETAIL_ACCESS']));
  printer = await demoPrinter(ctx);
  otherPrinter = as(ctx, (await newUser(ctx, 'PRINTER')).session);
}, 120_000);
afterAll(() => ctx.close());

/** A shipped order and an issue raised on its first item with a photo. */
async function raised(action: 'REFUND' | 'REPRINT' = 'REPRINT') {
  const order = await shippedOrder(ctx);
  const photo = await photoOf(order.call);
  const answer = await order.call.post(`/api/seller/order-items/${order.itemIds[0]}/report`, {
    type: 'BUG',
    origin: 'PRINTER',
    description: 'The print is smudged',
    imageIds: [photo],
    action,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { ...order, photo, issue: answer.body.data as { id: string; selfId: number } };
}

async function issueRow(id: string) {
  const [row] = await ctx.database.db.select().from(issues).where(eq(issues.id, id));
  return row!;
}

describe('raising an issue', () => {
  it('opens a NEW issue with its request, history, trace and the admins told', async () => {
    const { issue, photo, itemIds, call } = await raised();
    const seen = await call.get(`/api/seller/issues/${issue.id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      status: 'NEW',
      type: 'BUG',
      origin: 'PRINTER',
      request: { description: 'The print is smudged', imageIds: [photo], action: 'REPRINT' },
      conversation: [],
      printerConversation: null,
    });
    expect(seen.body.data.items.map((item: { id: string }) => item.id)).toEqual([itemIds[0]]);
    expect(seen.body.data.history).toEqual([
      expect.objectContaining({
        event: { kind: 'RAISED', params: { type: 'BUG', origin: 'PRINTER', action: 'REPRINT' } },
        description: null,
      }),
    ]);
    const traces = await ctx.database.db
      .select()
      .from(traceLogs)
      .where(and(eq(traceLogs.target, 'issue'), eq(traceLogs.targetId, issue.id)));
    expect(traces.map((trace) => trace.description)).toEqual([
      `Issue #${issue.selfId} raised: → NEW`,
    ]);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, `New issue #${issue.selfId}`));
    expect(told.length).toBeGreaterThan(0);
    // The photo is the issue's to its readers: the seller, the admin, the printer of the item.
    expect((await call.get(`/api/issues/${issue.id}/images/${photo}`)).status).toBe(200);
    expect((await admin.get(`/api/issues/${issue.id}/images/${photo}`)).status).toBe(200);
    expect((await printer.call.get(`/api/issues/${issue.id}/images/${photo}`)).status).toBe(200);
    expect((await otherPrinter.get(`/api/issues/${issue.id}/images/${photo}`)).status).toBe(404);
  });

  it('refuses bad input with the field, an item not shipped, and a second open issue', async () => {
    const order = await shippedOrder(ctx);
    const photo = await photoOf(order.call);
    const url = `/api/seller/order-items/${order.itemIds[0]}/report`;
    const body = {
      type: 'BUG',
      origin: 'OTB',
      description: 'Torn',
      imageIds: [photo],
      action: 'REFUND',
    };
    const noPhoto = await order.call.post(url, { ...body, imageIds: [] });
    expect(noPhoto.status).toBe(400);
    expect(JSON.stringify(noPhoto.body)).toContain('Please add at least one photo');
    expect((await order.call.post(url, { ...body, type: 'NOPE' })).status).toBe(400);
    await ctx.database.db
      .update(orderItems)
      .set({ status: 'PROCESSING' })
      .where(eq(orderItems.id, order.itemIds[1]!));
    const notShipped = await order.call.post(
      `/api/seller/order-items/${order.itemIds[1]}/report`,
      body,
    );
    expect(notShipped.status).toBe(400);
    expect((await order.call.post(url, body)).status).toBe(200);
    expect((await order.call.post(url, body)).status).toBe(409);
  });

  it('an upload that is no image is refused', async () => {
    const order = await shippedOrder(ctx);
    const sent = await order.call.upload(
      '/api/issue-images',
      Buffer.from('<html></html>'),
      'x.png',
    );
    expect(sent.status).toBe(400);
    expect(JSON.stringify(sent.body)).toContain('PNG or JPEG');
  });
});

describe('isolation', () => {
  it('another seller, another printer and a foreign photo get 404; nothing changes', async () => {
    const { issue, itemIds, photo } = await raised();
    const stranger = await shippedOrder(ctx);
    expect((await stranger.call.get(`/api/seller/issues/${issue.id}`)).status).toBe(404);
    const wrote = await stranger.call.post(`/api/seller/issues/${issue.id}/messages`, {
      message: 'hi',
    });
    expect(wrote.status).toBe(404);
    const report = await stranger.call.post(`/api/seller/order-items/${itemIds[1]}/report`, {
      type: 'BUG',
      origin: 'OTB',
      description: 'Not mine',
      imageIds: [await photoOf(stranger.call)],
      action: 'REFUND',
    });
    expect(report.status).toBe(404);
    expect((await stranger.call.get(`/api/issues/${issue.id}/images/${photo}`)).status).toBe(404);
    // A photo of someone else cannot be attached to one's own message.
    const own = await raised();
    const borrowed = await own.call.post(`/api/seller/issues/${own.issue.id}/messages`, {
      imageIds: [photo],
    });
    expect(borrowed.status).toBe(400);
    expect((await otherPrinter.get(`/api/printer/issues/${issue.id}`)).status).toBe(404);
    expect(
      (await otherPrinter.post(`/api/printer/issues/${issue.id}/messages`, { message: 'x' }))
        .status,
    ).toBe(404);
    const messages = await ctx.database.db
      .select()
      .from(issueMessages)
      .where(eq(issueMessages.issueId, issue.id));
    expect(messages).toEqual([]);
    const listed = await stranger.call.list('issue');
    expect(listed.body.items.map((row: { id: string }) => row.id)).not.toContain(issue.id);
    const printerList = await otherPrinter.list('issue');
    expect(printerList.body.items).toEqual([]);
  });

  it('an admin without the permission gets 403 and changes nothing', async () => {
    const { issue } = await raised('REFUND');
    const bare = as(ctx, await newAdmin(ctx, ['ORDER_ACCESS']));
    expect((await bare.get(`/api/issues/${issue.id}`)).status).toBe(403);
    expect((await bare.list('issue')).status).toBe(403);
    expect((await reader.get(`/api/issues/${issue.id}`)).status).toBe(200);
    expect((await reader.put(`/api/issues/${issue.id}/status`, { status: 'CLOSED' })).status).toBe(
      403,
    );
    expect(
      (
        await reader.post(`/api/issues/${issue.id}/messages`, {
          conversation: 'conversation',
          message: 'x',
        })
      ).status,
    ).toBe(403);
    expect(
      (await reader.post(`/api/issues/${issue.id}/resolve`, { action: 'REFUND' })).status,
    ).toBe(403);
    // Issue updates but no refunds: the refund is refused before anything is written.
    const noRefund = as(
      ctx,
      await newAdmin(ctx, ['ORDER_ITEM_DETAIL_ACCESS', 'ORDER_ITEM_DETAIL_UPDATE']),
    );
    expect(
      (await noRefund.post(`/api/issues/${issue.id}/resolve`, { action: 'REFUND' })).status,
    ).toBe(403);
    const row = await issueRow(issue.id);
    expect(row.status).toBe('NEW');
    expect(row.refundedAmount).toBeNull();
  });
});

describe('the two conversations', () => {
  it('a printer never reads the seller conversation, a seller never the printer one', async () => {
    const { issue, call, seller } = await raised();
    expect(
      (
        await admin.post(`/api/issues/${issue.id}/messages`, {
          conversation: 'conversation',
          message: 'Photo of the back?',
        })
      ).status,
    ).toBe(200);
    expect(
      (await call.post(`/api/seller/issues/${issue.id}/messages`, { message: 'Seller secret' }))
        .status,
    ).toBe(200);
    const asked = await admin.post(`/api/issues/${issue.id}/messages`, {
      conversation: 'printerConversation',
      message: 'Printer question',
    });
    expect(asked.status).toBe(200);
    const answered = await printer.call.post(`/api/printer/issues/${issue.id}/messages`, {
      message: 'Head was clogged',
    });
    expect(answered.status).toBe(200);

    const bySeller = (await call.get(`/api/seller/issues/${issue.id}`)).body.data;
    expect(bySeller.printerConversation).toBeNull();
    expect(bySeller.conversation.map((m: { message: string }) => m.message)).toEqual([
      'Photo of the back?',
      'Seller secret',
    ]);
    expect(JSON.stringify(bySeller)).not.toContain('Head was clogged');
    const byPrinter = (await printer.call.get(`/api/printer/issues/${issue.id}`)).body.data;
    expect(byPrinter.conversation).toBeNull();
    expect(byPrinter.printerConversation.map((m: { message: string }) => m.message)).toEqual([
      'Printer question',
      'Head was clogged',
    ]);
    expect(JSON.stringify(byPrinter)).not.toContain('Seller secret');
    const byAdmin = (await admin.get(`/api/issues/${issue.id}`)).body.data;
    expect(byAdmin.conversation).toHaveLength(2);
    expect(byAdmin.printerConversation).toHaveLength(2);
    // The printer's list shows the issue on its item; the seller was told of the admin's message.
    const listed = await printer.call.list('issue');
    expect(listed.body.items.map((row: { id: string }) => row.id)).toContain(issue.id);
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.type, 'ISSUE')));
    expect(told.length).toBeGreaterThan(0);
  });

  it('tells each party live when the other writes, never the other side of the issue', async () => {
    const { issue, call, seller } = await raised();
    const emit = vi.spyOn(ctx.app.live, 'emitToUser');
    try {
      await admin.post(`/api/issues/${issue.id}/messages`, {
        conversation: 'printerConversation',
        message: 'Check the head',
      });
      const sent = () =>
        emit.mock.calls
          .filter(([, , event]) => event === 'issue_updated')
          .map(([type, id, , payload]) => ({ type, id, payload }));
      expect(sent()).toContainEqual({
        type: 'PRINTER',
        id: printer.id,
        payload: { id: issue.id, status: 'NEW', conversation: 'printerConversation' },
      });
      expect(sent().some((one) => one.id === seller.id)).toBe(false);
      emit.mockClear();
      await call.post(`/api/seller/issues/${issue.id}/messages`, { message: 'Any news?' });
      expect(sent().some((one) => one.type === 'ADMIN')).toBe(true);
      expect(sent().some((one) => one.id === printer.id)).toBe(false);
    } finally {
      emit.mockRestore();
    }
  });

  it('an empty message is refused with its field', async () => {
    const { issue, call } = await raised();
    const empty = await call.post(`/api/seller/issues/${issue.id}/messages`, { message: '  ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('Write a message or add a photo');
  });
});

describe('status flow', () => {
  it('NEW → PROCESSING → CLOSED; a closed issue takes no more moves or messages', async () => {
    const { issue, call } = await raised();
    const processing = await admin.put(`/api/issues/${issue.id}/status`, { status: 'PROCESSING' });
    expect(processing.status).toBe(200);
    expect(processing.body.data.status).toBe('PROCESSING');
    expect(
      (await admin.put(`/api/issues/${issue.id}/status`, { status: 'PROCESSING' })).status,
    ).toBe(409);
    expect((await admin.put(`/api/issues/${issue.id}/status`, { status: 'RESOLVED' })).status).toBe(
      400,
    );
    const closed = await admin.put(`/api/issues/${issue.id}/status`, { status: 'CLOSED' });
    expect(closed.body.data.status).toBe('CLOSED');
    expect(closed.body.data.history.map((h: { event: unknown }) => h.event)).toEqual([
      expect.objectContaining({ kind: 'RAISED' }),
      { kind: 'STATUS_CHANGED', params: { from: 'NEW', to: 'PROCESSING' } },
      { kind: 'STATUS_CHANGED', params: { from: 'PROCESSING', to: 'CLOSED' } },
    ]);
    expect(
      (await call.post(`/api/seller/issues/${issue.id}/messages`, { message: 'hello?' })).status,
    ).toBe(409);
    expect(
      (await admin.post(`/api/issues/${issue.id}/resolve`, { action: 'REPRINT' })).status,
    ).toBe(409);
  });

  it('closes by itself after the configured days without the seller, and says so', async () => {
    const { issue, call } = await raised();
    const answered = await raised();
    for (const id of [issue.id, answered.issue.id]) {
      await admin.post(`/api/issues/${id}/messages`, {
        conversation: 'conversation',
        message: 'More photos?',
      });
    }
    await answered.call.post(`/api/seller/issues/${answered.issue.id}/messages`, {
      message: 'Here',
    });
    expect(await autoCloseLater(ctx)).toBeGreaterThanOrEqual(1);
    const seen = (await call.get(`/api/seller/issues/${issue.id}`)).body.data;
    expect(seen.status).toBe('CLOSED');
    // Said as a code and its facts: each reader's language words it.
    expect(seen.conversation.at(-1)).toMatchObject({
      type: 'SYSTEM',
      system: { kind: 'AUTO_CLOSED', params: { days: ctx.config.issueAutoCloseDays } },
      message: '',
    });
    expect(seen.history.at(-1)).toMatchObject({
      event: {
        kind: 'AUTO_CLOSED',
        params: { from: 'NEW', days: ctx.config.issueAutoCloseDays },
      },
      description: null,
      actorName: null,
    });
    expect((await issueRow(answered.issue.id)).status).toBe('NEW');
  });
});

describe('resolving', () => {
  it('a refund moves the balance once, even when retried', async () => {
    const { issue, seller, itemIds } = await raised('REFUND');
    const [item] = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.id, itemIds[0]!));
    const before = await balanceOf(ctx, seller.id);
    const [first, second] = await Promise.all([
      admin.post(`/api/issues/${issue.id}/resolve`, { action: 'REFUND' }),
      admin.post(`/api/issues/${issue.id}/resolve`, { action: 'REFUND' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect((await admin.post(`/api/issues/${issue.id}/resolve`, { action: 'REFUND' })).status).toBe(
      409,
    );
    expect(await balanceOf(ctx, seller.id)).toBe(before + item!.totalPrice);
    const refunds = await ctx.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, seller.id), eq(transactions.type, 'REFUND')));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(item!.totalPrice);
    const seen = (await admin.get(`/api/issues/${issue.id}`)).body.data;
    expect(seen).toMatchObject({
      status: 'RESOLVED',
      resolution: 'REFUND',
      refundedAmount: item!.totalPrice,
    });
    expect(seen.history.at(-1)).toMatchObject({
      event: { kind: 'REFUNDED', params: { from: 'NEW', amount: item!.totalPrice } },
    });
    expect(seen.conversation.at(-1)).toMatchObject({
      type: 'SYSTEM',
      system: { kind: 'REFUNDED', params: { amount: item!.totalPrice } },
    });
    const traces = await ctx.database.db
      .select()
      .from(traceLogs)
      .where(eq(traceLogs.targetId, itemIds[0]!));
    expect(traces.some((trace) => trace.description.includes('Resolved by a refund'))).toBe(true);
    // The printer reads what the resolution was, without the seller's money.
    const byPrinter = (await printer.call.get(`/api/printer/issues/${issue.id}`)).body.data;
    expect(byPrinter).toMatchObject({ resolution: 'REFUND', refundedAmount: null });
    expect(byPrinter.reprintOrderId).toBeNull();
  });

  it('a refund above what the items cost is refused', async () => {
    const { issue } = await raised('REFUND');
    const tooMuch = await admin.post(`/api/issues/${issue.id}/resolve`, {
      action: 'REFUND',
      amount: 10_000_000,
    });
    expect(tooMuch.status).toBe(400);
    expect((await issueRow(issue.id)).status).toBe('NEW');
  });

  it('a reprint makes a free item for the printer, marked as a reprint, on its to-pick list', async () => {
    const { issue, seller, itemIds, call } = await raised('REPRINT');
    const before = await balanceOf(ctx, seller.id);
    const resolved = await admin.post(`/api/issues/${issue.id}/resolve`, { action: 'REPRINT' });
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ status: 'RESOLVED', resolution: 'REPRINT' });
    const [copy] = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.reprintOfItemId, itemIds[0]!));
    expect(copy).toMatchObject({ status: 'APPROVED', totalPrice: 0, printerId: printer.id });
    expect(copy!.orderId).toBe(resolved.body.data.reprintOrderId);
    const units = await ctx.database.db
      .select()
      .from(orderItemUnits)
      .where(eq(orderItemUnits.orderItemId, copy!.id));
    expect(units).toHaveLength(copy!.quantity);
    expect(await balanceOf(ctx, seller.id)).toBe(before);
    const toPick = await printer.call.list('printer-item-to-pick');
    expect(toPick.status, JSON.stringify(toPick.body)).toBe(200);
    const row = toPick.body.items.find((candidate: { id: string }) => candidate.id === copy!.id);
    // The floor sees the reprint mark on its row.
    expect(row).toMatchObject({ isReprint: true });
    const seen = (await call.get(`/api/seller/issues/${issue.id}`)).body.data;
    expect(seen.conversation.at(-1)).toMatchObject({
      type: 'SYSTEM',
      system: { kind: 'REPRINTED', params: {} },
      message: '',
    });
    expect(
      (await admin.post(`/api/issues/${issue.id}/resolve`, { action: 'REPRINT' })).status,
    ).toBe(409);
    const copies = await ctx.database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.reprintOfItemId, itemIds[0]!));
    expect(copies).toHaveLength(1);
  });
});

describe('the admin menu counter', () => {
  it('counts NEW issues for an admin who may list them', async () => {
    const counted = async () => (await admin.get('/api/pending-tasks')).body.data.issue as number;
    const before = await counted();
    const { issue } = await raised();
    expect(await counted()).toBe(before + 1);
    await admin.put(`/api/issues/${issue.id}/status`, { status: 'PROCESSING' });
    expect(await counted()).toBe(before);
  });
});
