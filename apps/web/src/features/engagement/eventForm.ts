import type {
  EngagementConditionType,
  EngagementEvent,
  EventBody,
  EventLayout,
  EventMode,
  MilestoneType,
} from '@platfox/domain';

export type MilestoneValues = {
  type: MilestoneType;
  conditionType: EngagementConditionType;
  /** Items, or cents for a money condition. */
  conditionValue: number | null;
  badgeId: string | null;
  badgeValidPeriod: number;
  /** An advanced filter rule on the merchant's history they must also meet, or none. */
  advancedFilterConditionId: string | null;
};

export type EventValues = {
  name: string;
  description: string;
  mode: EventMode;
  /** datetime-local text on the admin's clock. */
  fromDate: string;
  toDate: string;
  isAppliedToAllMember: boolean;
  userIds: string[];
  networkIds: string[];
  groupIds: string[];
  couponCodes: string[];
  hasEmail: boolean;
  emailSubject: string;
  emailContent: string;
  layout: EventLayout;
  milestones: MilestoneValues[];
  contestCondition: EngagementConditionType;
  winnerCount: number;
};

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the datetime-local text of the admin's clock. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** datetime-local text (the admin's clock) as an ISO instant; blank stays blank for the schema. */
const fromLocalInput = (text: string) => (text ? new Date(text).toISOString() : '');

const DAY = 86_400_000;

export const NEW_MILESTONE: MilestoneValues = {
  type: 'USER',
  conditionType: 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
  conditionValue: 100,
  badgeId: null,
  badgeValidPeriod: 0,
  advancedFilterConditionId: null,
};

export function eventValuesOf(event: EngagementEvent | null, mode: EventMode): EventValues {
  const now = Date.now();
  return {
    name: event?.name ?? '',
    description: event?.description ?? '',
    mode: event?.mode ?? mode,
    fromDate: toLocalInput(event?.fromDate ?? new Date(now).toISOString()),
    toDate: toLocalInput(event?.toDate ?? new Date(now + 7 * DAY).toISOString()),
    isAppliedToAllMember: event?.isAppliedToAllMember ?? true,
    userIds: event?.userIds ?? [],
    networkIds: event?.networkIds ?? [],
    groupIds: event?.groupIds ?? [],
    couponCodes: event?.couponCodes ?? [],
    hasEmail: Boolean(event?.emailContent),
    emailSubject: event?.emailContent?.subject ?? '',
    emailContent: event?.emailContent?.content ?? '',
    layout: event?.emailContent?.layout ?? 'PIN_TOP',
    milestones:
      event?.milestones.map((milestone) => ({
        type: milestone.type,
        conditionType: milestone.conditionType,
        conditionValue: milestone.conditionValue,
        badgeId: milestone.badgeId,
        badgeValidPeriod: milestone.badgeValidPeriod,
        advancedFilterConditionId: milestone.advancedFilterConditionId,
      })) ?? [],
    contestCondition: event?.contestCondition ?? 'TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE',
    winnerCount: event?.winnerCount ?? 3,
  };
}

/** The request body; the domain's schema checks it on both sides. */
export function toEventBody(values: EventValues): EventBody {
  const isContest = values.mode === 'CONTEST';
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    mode: values.mode,
    fromDate: fromLocalInput(values.fromDate),
    toDate: fromLocalInput(values.toDate),
    isAppliedToAllMember: values.isAppliedToAllMember,
    userIds: values.isAppliedToAllMember ? [] : values.userIds,
    networkIds: values.isAppliedToAllMember ? [] : values.networkIds,
    groupIds: values.groupIds,
    couponCodes: values.couponCodes,
    emailContent:
      values.hasEmail || values.mode === 'EMAIL'
        ? {
            subject: values.emailSubject.trim(),
            content: values.emailContent,
            layout: values.layout,
          }
        : null,
    milestones: values.milestones.map((milestone, index) => ({
      type: milestone.type,
      conditionType: milestone.conditionType,
      conditionValue: milestone.conditionValue ?? 0,
      mileStoneNo: index + 1,
      badgeId: milestone.badgeId ?? '',
      badgeValidPeriod: milestone.badgeValidPeriod,
      advancedFilterConditionId: milestone.advancedFilterConditionId,
    })),
    contestCondition: isContest ? values.contestCondition : null,
    winnerCount: values.winnerCount,
  };
}
