/**
 * Sends live events after the current turn of the event loop instead of inside it (issue 37).
 *
 * Why: socket.io writes an event to every socket of a room synchronously, so a scan whose handler
 * emitted to a room of 1,000 sockets answered only after 1,000 writes (p50 8 ms → 22-27 ms). Queued
 * here, the events go out on `setImmediate`, after the request's answer has been written. Events
 * keep their order, and an identical event to the same room in the same turn (two list changes of
 * one model by one request) is sent once.
 */
export function afterAnswer(
  onError: (error: unknown) => void,
): (key: string, send: () => void) => void {
  let queue: Map<string, () => void> | null = null;
  const flush = () => {
    const sending = queue;
    queue = null;
    for (const send of sending?.values() ?? []) {
      // Nobody waits on these any more: a failure is logged, and the next events still go.
      try {
        send();
      } catch (error) {
        onError(error);
      }
    }
  };
  return (key, send) => {
    if (!queue) {
      queue = new Map();
      setImmediate(flush);
    }
    if (!queue.has(key)) queue.set(key, send);
  };
}
