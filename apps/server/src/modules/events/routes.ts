import {
  dataAnswer,
  eventNoticeBodySchema,
  eventNoticeSchema,
  eventNotifiesAnswerSchema,
  idParamsSchema,
  messageAnswerSchema,
} from '@platfox/domain';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import { EventNoticeService } from './service';

const errors = errorResponses;
const tags = ['events'];
const noticeAnswer = dataAnswer(eventNoticeSchema);

/**
 * Event notices: admins with the events permissions write them; sellers, and only sellers, fetch
 * the ones active for them (spec 03 section 7.6 "event notifies for seller").
 */
export function eventRoutes(app: App, { database }: Services): void {
  const notices = new EventNoticeService(database.db);

  app.get('/api/events/notifies', {
    config: { access: access.types('SELLER') },
    schema: {
      tags,
      summary: 'The event notices active now for me (sellers only)',
      response: { 200: eventNotifiesAnswerSchema, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await notices.notifies(actorOf(request)),
    }),
  });

  app.get('/api/events/notices/:id', {
    config: { access: access.admin('EVENT_DETAIL_ACCESS') },
    schema: {
      tags,
      summary: 'One event notice',
      params: idParamsSchema,
      response: { 200: noticeAnswer, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await notices.get(request.params.id),
    }),
  });

  app.post('/api/events/notices', {
    config: { access: access.admin('EVENT_DETAIL_CREATE') },
    schema: {
      tags,
      summary: 'Create an event notice; its HTML is sanitised before it is stored',
      body: eventNoticeBodySchema,
      response: { 200: noticeAnswer, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await notices.create(actorOf(request), request.body),
    }),
  });

  app.put('/api/events/notices/:id', {
    config: { access: access.admin('EVENT_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: 'Edit an event notice; sellers see it again as changed',
      params: idParamsSchema,
      body: eventNoticeBodySchema,
      response: { 200: noticeAnswer, ...errors },
    },
    handler: async (request) => ({
      status: 200 as const,
      data: await notices.update(request.params.id, request.body),
    }),
  });

  // The admin catalogue has no DELETE action; removing a notice is an edit of the events area.
  app.delete('/api/events/notices/:id', {
    config: { access: access.admin('EVENT_DETAIL_UPDATE') },
    schema: {
      tags,
      summary: 'Delete an event notice',
      params: idParamsSchema,
      response: { 200: messageAnswerSchema, ...errors },
    },
    handler: (request) => notices.remove(request.params.id),
  });
}
