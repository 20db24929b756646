import { z } from 'zod';
import { EVENT_LAYOUTS } from '../engagement';
import { EVENT_NOTICE_AUDIENCES, NOTIFICATION_MAX_RECIPIENTS } from '../notifications';
import { DEFAULT_MAX_LENGTH } from './fields';

/** HTML of an event notice as typed in the editor; the server sanitises it before storing. */
export const EVENT_NOTICE_CONTENT_MAX_LENGTH = 100_000;

/** The message of spec 03 section 5: an event ends after it starts. */
export const EVENT_END_AFTER_START = 'The end time must be after the start time';

/** POST/PUT events/notices: an event notice shown to sellers (spec 02 section 4.11). */
export const eventNoticeBodySchema = z
  .strictObject({
    subject: z.string().trim().min(1).max(DEFAULT_MAX_LENGTH),
    content: z.string().trim().min(1).max(EVENT_NOTICE_CONTENT_MAX_LENGTH),
    layout: z.enum(EVENT_LAYOUTS),
    fromDate: z.iso.datetime({ offset: true }),
    toDate: z.iso.datetime({ offset: true }),
    audience: z.enum(EVENT_NOTICE_AUDIENCES),
    /** The chosen sellers; needed when the audience is USERS. */
    userIds: z.array(z.string().uuid()).max(NOTIFICATION_MAX_RECIPIENTS).optional(),
  })
  .refine((body) => Date.parse(body.toDate) > Date.parse(body.fromDate), {
    message: EVENT_END_AFTER_START,
    path: ['toDate'],
  })
  .refine((body) => body.audience !== 'USERS' || (body.userIds?.length ?? 0) > 0, {
    message: 'Please select at least one seller',
    path: ['userIds'],
  });
export type EventNoticeBody = z.input<typeof eventNoticeBodySchema>;

/** An event notice as admins manage it. */
export const eventNoticeSchema = z.object({
  id: z.string(),
  subject: z.string(),
  content: z.string(),
  layout: z.enum(EVENT_LAYOUTS),
  fromDate: z.string(),
  toDate: z.string(),
  audience: z.enum(EVENT_NOTICE_AUDIENCES),
  userIds: z.array(z.string()),
  updatedAt: z.string(),
});
export type EventNotice = z.infer<typeof eventNoticeSchema>;

/** An event notice as a seller receives it (spec 02 section 3.10). */
export const eventNotifySchema = z.object({
  id: z.string(),
  subject: z.string(),
  content: z.string(),
  layout: z.enum(EVENT_LAYOUTS),
  updatedAt: z.string(),
});
export type EventNotify = z.infer<typeof eventNotifySchema>;

/** GET events/notifies: the notices active now for the signed-in seller. */
export const eventNotifiesAnswerSchema = z.object({
  status: z.literal(200),
  data: z.array(eventNotifySchema),
});

/**
 * POST events/notifies/seen: the pop-ups a seller closed, each at the version shown (its
 * updatedAt), so it shows again only when an admin changes it.
 */
export const eventNoticesSeenBodySchema = z.strictObject({
  notices: z
    .array(
      z.strictObject({ id: z.string().uuid(), updatedAt: z.string().datetime({ offset: true }) }),
    )
    .min(1)
    .max(50),
});
export type EventNoticesSeenBody = z.infer<typeof eventNoticesSeenBodySchema>;

export const eventNoticesSeenAnswerSchema = z.object({
  status: z.literal(200),
  data: z.object({ seen: z.number().int() }),
});
