import { eventEndpoints, type EventNotify } from '@platfox/domain';
import { call } from '../../platform/api';

/** GET events/notifies: the event notices active now for the signed-in seller. */
export function fetchEventNotifies(signal?: AbortSignal): Promise<EventNotify[]> {
  return call(eventEndpoints.getEventsNotifies, {}, { signal }).then((answer) => answer.data);
}

/**
 * POST events/notifies/seen: the pop-ups closed, at the version shown. The server then leaves them
 * out until an admin changes them, in every browser the seller uses.
 */
export function markPopupsSeen(notices: readonly EventNotify[]): Promise<unknown> {
  const popups = notices.filter((notice) => notice.layout === 'POPUP');
  if (popups.length === 0) return Promise.resolve();
  return call(eventEndpoints.postEventsNotifiesSeen, {
    body: { notices: popups.map(({ id, updatedAt }) => ({ id, updatedAt })) },
  });
}
