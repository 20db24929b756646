import { describe, expect, it } from 'vitest';
import { afterAnswer } from './after-answer';

describe('live events sent after the answer', () => {
  it('sends nothing during the turn, then every event in order, an identical one once', async () => {
    const send = afterAnswer(() => undefined);
    const sent: string[] = [];
    send('orders\nlist_changed\n{}', () => sent.push('orders changed'));
    send('user-1\nnotification\n{"id":1}', () => sent.push('notification 1'));
    send('orders\nlist_changed\n{}', () => sent.push('orders changed again'));
    send('user-1\nnotification\n{"id":2}', () => sent.push('notification 2'));
    // The request's answer is written in this turn: no socket write has happened yet.
    expect(sent).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual(['orders changed', 'notification 1', 'notification 2']);
    // A later turn is a new batch: the same event is sent again.
    send('orders\nlist_changed\n{}', () => sent.push('orders changed later'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent.at(-1)).toBe('orders changed later');
  });

  it('a send that throws is reported, and the events after it still go', async () => {
    const failures: unknown[] = [];
    const send = afterAnswer((error) => failures.push(error));
    const sent: string[] = [];
    send('a', () => {
      throw new Error('socket closed');
    });
    send('b', () => sent.push('b'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(failures).toEqual([new Error('socket closed')]);
    expect(sent).toEqual(['b']);
  });
});
