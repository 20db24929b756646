import { endpoint } from '../endpoint';
import { access } from '../access';
import { dataAnswer, idParamsSchema } from '../../schemas/accounts';
import { messageAnswerSchema } from '../../schemas/auth';
import {
  eventNoticeBodySchema,
  eventNoticeSchema,
  eventNoticesSeenAnswerSchema,
  eventNoticesSeenBodySchema,
  eventNotifiesAnswerSchema,
} from '../../schemas/events';

const noticeAnswer = dataAnswer(eventNoticeSchema);

/** The events endpoints (server: serve(); web: call()). */
export const eventEndpoints = {
  getEventsNotifies: endpoint({
    method: 'GET',
    path: '/events/notifies',
    tags: ['events'],
    summary: 'The event notices active now for me (sellers only)',
    access: access.types('SELLER'),
    answer: eventNotifiesAnswerSchema,
  }),
  postEventsNotifiesSeen: endpoint({
    method: 'POST',
    // Our own path: the spec keeps closed notices in the browser; a pop-up's "seen" is the server's.
    path: '/events/notifies/seen',
    tags: ['events'],
    summary: 'Remember pop-up notices as seen by me at their version (sellers only)',
    access: access.types('SELLER'),
    body: eventNoticesSeenBodySchema,
    answer: eventNoticesSeenAnswerSchema,
  }),
  getEventsNoticesOne: endpoint({
    method: 'GET',
    path: '/events/notices/:id',
    tags: ['events'],
    summary: 'One event notice',
    access: access.admin('EVENT_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: noticeAnswer,
  }),
  postEventsNotices: endpoint({
    method: 'POST',
    path: '/events/notices',
    tags: ['events'],
    summary: 'Create an event notice; its HTML is sanitised before it is stored',
    access: access.admin('EVENT_DETAIL_CREATE'),
    body: eventNoticeBodySchema,
    answer: noticeAnswer,
  }),
  putEventsNoticesOne: endpoint({
    method: 'PUT',
    path: '/events/notices/:id',
    tags: ['events'],
    summary: 'Edit an event notice; sellers see it again as changed',
    access: access.admin('EVENT_DETAIL_UPDATE'),
    params: idParamsSchema,
    body: eventNoticeBodySchema,
    answer: noticeAnswer,
  }),
  deleteEventsNoticesOne: endpoint({
    method: 'DELETE',
    path: '/events/notices/:id',
    tags: ['events'],
    summary: 'Delete an event notice',
    access: access.admin('EVENT_DETAIL_UPDATE'),
    params: idParamsSchema,
    answer: messageAnswerSchema,
  }),
};
