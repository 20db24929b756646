import { eventNotifiesAnswerSchema, type EventNotify } from '@platfox/domain';
import { api } from '../../platform/api';

/** GET events/notifies: the event notices active now for the signed-in seller. */
export function fetchEventNotifies(signal?: AbortSignal): Promise<EventNotify[]> {
  return api.get('/events/notifies', {
    signal,
    parse: (data) => eventNotifiesAnswerSchema.parse(data).data,
  });
}
