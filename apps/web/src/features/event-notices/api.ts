import {
  pathOf,
  eventEndpoints,
  eventNotifiesAnswerSchema,
  type EventNotify,
} from '@platfox/domain';
import { api } from '../../platform/api';

/** GET events/notifies: the event notices active now for the signed-in seller. */
export function fetchEventNotifies(signal?: AbortSignal): Promise<EventNotify[]> {
  return api.get(pathOf(eventEndpoints.getEventsNotifies), {
    signal,
    parse: (data) => eventNotifiesAnswerSchema.parse(data).data,
  });
}
