import { z } from 'zod';
import { GROUP_STATUSES } from '../../catalog';
import {
  BADGE_TYPES,
  ENGAGEMENT_CONDITION_TYPES,
  EVENT_MODES,
  EVENT_STATUSES,
} from '../../engagement';
import { access } from '../access';
import { listChoices, listDate, listModel, listRow } from './declare';

/** Engagement's lists (issue 35): groups, badges, events and contests, for admins. */

const stamps = {
  createdAt: { type: 'time', isSortable: true },
  updatedAt: { type: 'time', isSortable: true },
} as const;
const stampsRow = { createdAt: listDate, updatedAt: listDate };

/** Groups of merchants (/a/groups) for admins with GROUP_ACCESS. */
export const groupList = listModel({
  name: 'group',
  access: access.admin('GROUP_ACCESS'),
  fields: {
    name: { type: 'text', isSortable: true },
    key: { type: 'text', isSortable: true },
    description: { type: 'text' },
    status: { type: 'radio', isSortable: true, choices: listChoices(GROUP_STATUSES) },
    memberCount: { type: 'int', isSortable: true },
    ...stamps,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    name: z.string(),
    key: z.string(),
    description: z.string(),
    status: z.enum(GROUP_STATUSES),
    memberCount: z.number().int(),
    ...stampsRow,
  }),
});

/** Badges (/a/badges) for admins with BADGE_ACCESS. */
export const badgeList = listModel({
  name: 'badge',
  access: access.admin('BADGE_ACCESS'),
  fields: {
    name: { type: 'text', isSortable: true },
    type: { type: 'radio', isSortable: true, choices: listChoices(BADGE_TYPES) },
    description: { type: 'text' },
    holderCount: { type: 'int', isSortable: true },
    ...stamps,
  },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  row: listRow({
    name: z.string(),
    type: z.enum(BADGE_TYPES),
    description: z.string(),
    imageUrl: z.string().nullable(),
    holderCount: z.number().int(),
    ...stampsRow,
  }),
});

const eventFields = {
  name: { type: 'text', isSortable: true },
  mode: { type: 'array', isSortable: true, choices: listChoices(EVENT_MODES) },
  status: { type: 'radio', isSortable: true, choices: listChoices(EVENT_STATUSES) },
  fromDate: { type: 'time', isSortable: true },
  toDate: { type: 'time', isSortable: true },
  isAppliedToAllMember: { type: 'boolean' },
  milestoneCount: { type: 'int', isSortable: true },
  awardCount: { type: 'int', isSortable: true },
  ...stamps,
} as const;

const eventRow = {
  name: z.string(),
  mode: z.enum(EVENT_MODES),
  status: z.enum(EVENT_STATUSES),
  fromDate: listDate,
  toDate: listDate,
  isAppliedToAllMember: z.boolean(),
  milestoneCount: z.number().int(),
  awardCount: z.number().int(),
  ...stampsRow,
};

/** Events but contests (/a/events) for admins with EVENT_ACCESS. */
export const eventList = listModel({
  name: 'event',
  access: access.admin('EVENT_ACCESS'),
  fields: eventFields,
  defaultSort: { field: 'fromDate', direction: 'desc' },
  row: listRow(eventRow),
});

/** Contests (/a/contests): events of mode CONTEST, with what they rank by. */
export const contestList = listModel({
  name: 'contest',
  access: access.admin('EVENT_ACCESS'),
  fields: {
    ...eventFields,
    contestCondition: {
      type: 'array',
      isSortable: true,
      choices: listChoices(ENGAGEMENT_CONDITION_TYPES),
    },
    participantCount: { type: 'int', isSortable: true },
  },
  defaultSort: { field: 'fromDate', direction: 'desc' },
  row: listRow({
    ...eventRow,
    contestCondition: z.enum(ENGAGEMENT_CONDITION_TYPES),
    participantCount: z.number().int(),
  }),
});
