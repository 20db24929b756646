import { GROUP_STATUSES } from './catalog';

/** Event modes (spec 03 section 3.4). A contest starts inactive; the others start activated. */
export const EVENT_MODES = ['CONTEST', 'EMAIL', 'NORMAL', 'NOTIFY'] as const;
export type EventMode = (typeof EVENT_MODES)[number];

/** Where an event notice shows to sellers. */
export const EVENT_LAYOUTS = ['PIN_TOP', 'POPUP', 'SIDEBAR'] as const;
export type EventLayout = (typeof EVENT_LAYOUTS)[number];

export const MILESTONE_TYPES = ['GROUP', 'USER'] as const;
export type MilestoneType = (typeof MILESTONE_TYPES)[number];

export const BADGE_TYPES = ['BADGE_GROUP', 'BADGE_USER'] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/**
 * A network member's status. The spec shows BLOCKED and PENDING; APPROVED is this project's name
 * for a member the owner accepted (after APPROVE), the only status that shares the network's
 * coupons. CANCEL (a request declined) and KICK remove the member, so they have no status.
 */
export const NETWORK_MEMBER_STATUSES = ['APPROVED', 'BLOCKED', 'PENDING'] as const;
export type NetworkMemberStatus = (typeof NETWORK_MEMBER_STATUSES)[number];

export const NETWORK_MEMBER_ACTIONS = ['APPROVE', 'BLOCK', 'CANCEL', 'KICK'] as const;
export type NetworkMemberAction = (typeof NETWORK_MEMBER_ACTIONS)[number];

/**
 * A whole network's status, which only admins change (issue 35): a BLOCKED network takes no
 * joins, its owner's actions on members are refused and what is aimed at it (coupons, events)
 * stops reaching it; its members stay, so unblocking gives it back as it was.
 */
export const NETWORK_STATUSES = ['ACTIVE', 'BLOCKED'] as const;
export type NetworkStatus = (typeof NETWORK_STATUSES)[number];

/** Statistic ranges: custom range, day, month, today, week, year, yesterday. */
export const STATISTIC_RANGES = ['cr', 'd', 'm', 'today', 'w', 'y', 'yesterday'] as const;
export type StatisticRange = (typeof STATISTIC_RANGES)[number];

export const ISSUE_STATUSES = ['NEW', 'PROCESSING', 'CLOSED', 'RESOLVED'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

/** Moving an issue to one of these asks for confirmation first (spec 03 section 4). */
export const ISSUE_STATUSES_NEEDING_CONFIRMATION = [
  'CLOSED',
  'PROCESSING',
] as const satisfies readonly IssueStatus[];

export const ISSUE_TYPES = ['BUG', 'COMPLAIN', 'ISSUE'] as const;
export type IssueType = (typeof ISSUE_TYPES)[number];

export const ISSUE_ORIGINS = ['OTB', 'PRINTER', 'SHIPPING'] as const;
export type IssueOrigin = (typeof ISSUE_ORIGINS)[number];

/**
 * Why a seller claims, in the words sellers know from Printful and Gelato (issue 31 item 11).
 * The issue's type and origin are the back office's own sorting, set from it and by the admin.
 */
export const CLAIM_REASONS = [
  'MISPRINT',
  'DAMAGED',
  'WRONG_ITEM',
  'WRONG_SIZE',
  'LOST_IN_TRANSIT',
  'NOT_RECEIVED',
  'OTHER',
] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** What the raiser of an issue asks for. */
export const ISSUE_ACTIONS = ['REFUND', 'REPRINT'] as const;
export type IssueAction = (typeof ISSUE_ACTIONS)[number];

/**
 * When a cached list of event notices goes stale: the end of the local day it was fetched
 * (23:59:59.999, spec 02 section 4.11), so sellers see each day's notices afresh.
 */
export function eventNoticeCacheExpiry(fetchedAt: Date): Date {
  const end = new Date(fetchedAt.getTime());
  end.setHours(23, 59, 59, 999);
  return end;
}

// ---- Groups, badges, events, milestones and contests (issue 35) ----

/** An event's status: a contest starts INACTIVATED, the other modes ACTIVATED (spec 03 3.4). */
export const EVENT_STATUSES = GROUP_STATUSES;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * What a milestone or a contest counts, from the advanced filter condition types: the seller's
 * items completed during the event, and the value (cents) of those items. Both move when an item
 * completes, so they are kept as running totals per event and seller (never summed per request).
 */
export const ENGAGEMENT_CONDITION_TYPES = [
  'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
  'TOTAL_ORDER_VALUE',
] as const;
export type EngagementConditionType = (typeof ENGAGEMENT_CONDITION_TYPES)[number];

/** Condition types whose value is money (cents in the API, units in the form). */
export const isMoneyCondition = (type: EngagementConditionType): boolean =>
  type === 'TOTAL_ORDER_VALUE';

/** Places a contest names as winners when it ends, unless the admin says otherwise. */
export const CONTEST_DEFAULT_WINNERS = 3;
/** Rows a leaderboard answers: the top places (the seller's own place comes beside them). */
export const LEADERBOARD_SIZE = 50;

/** The group key: letters, digits and underscores, as coupon codes (e.g. VIP_2026). */
export const GROUP_KEY_PATTERN = /^[A-Z0-9_]{2,40}$/;
