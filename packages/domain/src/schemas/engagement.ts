import { z } from 'zod';
import {
  BADGE_TYPES,
  ENGAGEMENT_CONDITION_TYPES,
  EVENT_LAYOUTS,
  EVENT_MODES,
  EVENT_STATUSES,
  GROUP_KEY_PATTERN,
  MILESTONE_TYPES,
} from '../engagement';
import { GROUP_STATUSES } from '../catalog';
import { EVENT_END_AFTER_START, EVENT_NOTICE_CONTENT_MAX_LENGTH } from './events';
import { DEFAULT_MAX_LENGTH } from './fields';

/** Sellers one group, event or audience names at most (a larger audience is "all members"). */
export const ENGAGEMENT_MAX_MEMBERS = 10_000;

export const ENGAGEMENT_MESSAGES = {
  groupKey: 'Key in valid. Example: VIP_2026',
  keyTaken: 'This key is already used by another group',
  notSellers: 'Every member must be an active merchant',
  noAudience: 'Choose who the event is for: all members, merchants, networks or groups',
  noMilestone: 'A milestone is for a user or a group: add at least one',
  locked: 'An activated event cannot be edited',
  unknownBadge: 'The badge does not exist',
  unknownGroup: 'A chosen group does not exist',
  unknownNetwork: 'A chosen network does not exist',
  unknownCoupon: 'The coupon code does not exist',
  notBadgeCoupon: 'Only badge coupons come with an event',
  badgeInUse: 'A badge awarded or used by a milestone cannot be deleted',
  groupMilestoneNeedsGroup: 'A group milestone needs the event to name groups',
  unknownRule: 'The advanced filter rule does not exist',
  orderRule:
    "A milestone's rule may only hold conditions on the merchant's history: deposits, completed products and order totals",
  noEmail: 'An e-mail event needs its e-mail content',
  ended: 'The contest has ended; its winners are fixed',
} as const;

const text = z.string().trim().max(DEFAULT_MAX_LENGTH);
const ids = z.array(z.string().uuid()).max(ENGAGEMENT_MAX_MEMBERS);

// ---- Groups ----

/** POST/PUT groups: a named set of merchants (spec 03 section 3.4, /a/group/create). */
export const groupBodySchema = z.strictObject({
  name: text.min(1),
  description: z.string().trim().max(2_000).default(''),
  key: z.string().trim().toUpperCase().regex(GROUP_KEY_PATTERN, ENGAGEMENT_MESSAGES.groupKey),
  status: z.enum(GROUP_STATUSES).default('ACTIVATED'),
  memberIds: ids.default([]),
});
export type GroupBody = z.input<typeof groupBodySchema>;

export const engagementMemberSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
});
export type EngagementMember = z.infer<typeof engagementMemberSchema>;

export const groupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  key: z.string(),
  status: z.enum(GROUP_STATUSES),
  members: z.array(engagementMemberSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Group = z.infer<typeof groupSchema>;

// ---- Badges ----

/** POST/PUT badges: a medal awarded by milestones (its image a catalogue image). */
export const badgeBodySchema = z.strictObject({
  name: text.min(1),
  description: z.string().trim().max(2_000).default(''),
  type: z.enum(BADGE_TYPES),
  imageId: z.string().uuid().nullable().default(null),
});
export type BadgeBody = z.input<typeof badgeBodySchema>;

export const badgeDetailSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(BADGE_TYPES),
  imageId: z.string().nullable(),
  imageUrl: z.string().nullable(),
  holderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BadgeDetail = z.infer<typeof badgeDetailSchema>;

/** A badge a seller holds: when it came, until when, and from which event. */
export const heldBadgeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(BADGE_TYPES),
  imageUrl: z.string().nullable(),
  awardedAt: z.string(),
  /** null: held for good. */
  validUntil: z.string().nullable(),
  eventId: z.string(),
  eventName: z.string(),
  /** The badge coupons the award brings, and whether each is still to be used. */
  coupons: z.array(z.object({ code: z.string(), isUsed: z.boolean() })),
});
export type HeldBadge = z.infer<typeof heldBadgeSchema>;

// ---- Events and milestones ----

export const milestoneBodySchema = z.strictObject({
  type: z.enum(MILESTONE_TYPES),
  conditionType: z.enum(ENGAGEMENT_CONDITION_TYPES),
  /** Items, or cents for a money condition. */
  conditionValue: z.number().int().min(1).max(1_000_000_000),
  /** The milestone's number in the event, shown in order (1, 2, 3...). */
  mileStoneNo: z.number().int().min(1).max(100),
  badgeId: z.string().uuid(),
  /** Days the badge is held once awarded; 0 keeps it for good. */
  badgeValidPeriod: z.number().int().min(0).max(3_650).default(0),
  /**
   * An advanced filter rule the merchant must also meet when the target is reached (issue 35):
   * conditions on their history only (ADVANCED_FILTER_HISTORY_TYPES).
   */
  advancedFilterConditionId: z.string().uuid().nullable().default(null),
});
export type MilestoneBody = z.input<typeof milestoneBodySchema>;

export const emailContentSchema = z.strictObject({
  subject: text.min(1),
  content: z.string().trim().min(1).max(EVENT_NOTICE_CONTENT_MAX_LENGTH),
  layout: z.enum(EVENT_LAYOUTS),
});

/** POST/PUT events (spec 03 section 3.4); a CONTEST ranks its audience by `contestCondition`. */
export const eventBodySchema = z
  .strictObject({
    name: text.min(1),
    description: z.string().trim().max(2_000).default(''),
    mode: z.enum(EVENT_MODES),
    fromDate: z.iso.datetime({ offset: true }),
    toDate: z.iso.datetime({ offset: true }),
    isAppliedToAllMember: z.boolean().default(false),
    userIds: ids.default([]),
    networkIds: z.array(z.string().uuid()).max(500).default([]),
    groupIds: z.array(z.string().uuid()).max(500).default([]),
    couponCodes: z.array(z.string().trim().min(1).max(64)).max(20).default([]),
    emailContent: emailContentSchema.nullable().default(null),
    milestones: z.array(milestoneBodySchema).max(20).default([]),
    contestCondition: z.enum(ENGAGEMENT_CONDITION_TYPES).nullable().default(null),
    winnerCount: z.number().int().min(1).max(100).default(3),
  })
  .superRefine((body, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (Date.parse(body.toDate) <= Date.parse(body.fromDate)) {
      issue('toDate', EVENT_END_AFTER_START);
    }
    const hasAudience =
      body.isAppliedToAllMember ||
      body.userIds.length > 0 ||
      body.networkIds.length > 0 ||
      body.groupIds.length > 0;
    if (!hasAudience) issue('isAppliedToAllMember', ENGAGEMENT_MESSAGES.noAudience);
    if (body.mode === 'EMAIL' && !body.emailContent)
      issue('emailContent', ENGAGEMENT_MESSAGES.noEmail);
    if (body.mode === 'CONTEST' && !body.contestCondition) {
      issue('contestCondition', 'A contest ranks by a condition: choose one');
    }
    if (body.milestones.some((m) => m.type === 'GROUP') && body.groupIds.length === 0) {
      issue('milestones', ENGAGEMENT_MESSAGES.groupMilestoneNeedsGroup);
    }
  });
export type EventBody = z.input<typeof eventBodySchema>;

export const milestoneSchema = z.object({
  id: z.string(),
  type: z.enum(MILESTONE_TYPES),
  conditionType: z.enum(ENGAGEMENT_CONDITION_TYPES),
  conditionValue: z.number().int(),
  mileStoneNo: z.number().int(),
  badgeId: z.string(),
  badgeName: z.string(),
  badgeValidPeriod: z.number().int(),
  advancedFilterConditionId: z.string().nullable(),
  awardedCount: z.number().int(),
});

export const engagementEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  mode: z.enum(EVENT_MODES),
  status: z.enum(EVENT_STATUSES),
  fromDate: z.string(),
  toDate: z.string(),
  isAppliedToAllMember: z.boolean(),
  userIds: z.array(z.string()),
  networkIds: z.array(z.string()),
  groupIds: z.array(z.string()),
  couponCodes: z.array(z.string()),
  emailContent: z
    .object({ subject: z.string(), content: z.string(), layout: z.enum(EVENT_LAYOUTS) })
    .nullable(),
  milestones: z.array(milestoneSchema),
  contestCondition: z.enum(ENGAGEMENT_CONDITION_TYPES).nullable(),
  winnerCount: z.number().int(),
  /** When it was first activated: from then on its content cannot be edited. */
  activatedAt: z.string().nullable(),
  /** The job sending its e-mail, once sent. */
  mailJobId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EngagementEvent = z.infer<typeof engagementEventSchema>;

export const eventStatusBodySchema = z.strictObject({ status: z.enum(EVENT_STATUSES) });

// ---- What a seller sees ----

export const leaderboardRowSchema = z.object({
  place: z.number().int(),
  userId: z.string(),
  /** Another seller's name is shortened ("Dana K."); the seller's own row is in full. */
  name: z.string(),
  score: z.number().int(),
  isMe: z.boolean(),
  isWinner: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof leaderboardRowSchema>;

export const leaderboardSchema = z.object({
  eventId: z.string(),
  condition: z.enum(ENGAGEMENT_CONDITION_TYPES),
  rows: z.array(leaderboardRowSchema),
  /** The caller's own row when they are a seller in the audience (even outside the top). */
  me: leaderboardRowSchema.nullable(),
  participants: z.number().int(),
  /** Whether the contest has ended and its winners are fixed. */
  isFinal: z.boolean(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** An event as its audience sees it: no audience lists, their own progress to each milestone. */
export const sellerEventSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  mode: z.enum(EVENT_MODES),
  fromDate: z.string(),
  toDate: z.string(),
  couponCodes: z.array(z.string()),
  progress: z.object({ completedItems: z.number().int(), completedValue: z.number().int() }),
  milestones: z.array(
    z.object({
      mileStoneNo: z.number().int(),
      type: z.enum(MILESTONE_TYPES),
      conditionType: z.enum(ENGAGEMENT_CONDITION_TYPES),
      conditionValue: z.number().int(),
      badgeName: z.string(),
      badgeImageUrl: z.string().nullable(),
      isReached: z.boolean(),
    }),
  ),
  contestCondition: z.enum(ENGAGEMENT_CONDITION_TYPES).nullable(),
});
export type SellerEvent = z.infer<typeof sellerEventSchema>;

export const sellerEventsAnswerSchema = z.object({
  status: z.literal(200),
  data: z.array(sellerEventSchema),
});
