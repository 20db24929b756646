import { z } from 'zod';
import {
  NETWORK_MEMBER_ACTIONS,
  NETWORK_MEMBER_STATUSES,
  NETWORK_STATUSES,
  type NetworkMemberAction,
  type NetworkMemberStatus,
} from '../engagement';
import { dataAnswer } from './accounts';

/*
 * Seller networks (spec 03 section 3.4: code, owner, members, rules description, activities).
 * A seller owns at most one network and belongs to at most one other; another seller joins by
 * the network's code and waits PENDING until the owner acts. A network's coupons reach its owner
 * and its APPROVED members.
 */

/** Crockford base 32 without the look-alikes, so a code read aloud or typed is not mistaken. */
export const NETWORK_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const NETWORK_CODE_LENGTH = 8;
export const NETWORK_RULES_MAX_LENGTH = 2_000;

/** Codes are compared upper-case and trimmed, as typed from a message. */
export const normalizeNetworkCode = (code: string): string => code.trim().toUpperCase();

/**
 * The statuses each owner action applies to. APPROVE also lifts a block; CANCEL declines a
 * request still PENDING; KICK removes an accepted or blocked member. A removed member may ask
 * to join again; a blocked one may not until approved or kicked.
 */
export const NETWORK_ACTION_FROM: Record<NetworkMemberAction, readonly NetworkMemberStatus[]> = {
  APPROVE: ['PENDING', 'BLOCKED'],
  BLOCK: ['PENDING', 'APPROVED'],
  CANCEL: ['PENDING'],
  KICK: ['APPROVED', 'BLOCKED'],
};

/** The actions the owner may take on a member of this status, in the spec's order. */
export const networkActionsFor = (status: NetworkMemberStatus): NetworkMemberAction[] =>
  NETWORK_MEMBER_ACTIONS.filter((action) => NETWORK_ACTION_FROM[action].includes(status));

/** Actions that remove or shut out a member: the screens ask for a confirmation first. */
export const NETWORK_ACTIONS_NEEDING_CONFIRMATION = [
  'BLOCK',
  'KICK',
] as const satisfies readonly NetworkMemberAction[];
export type NetworkActionNeedingConfirmation =
  (typeof NETWORK_ACTIONS_NEEDING_CONFIRMATION)[number];

export const needsNetworkConfirmation = (
  action: NetworkMemberAction,
): action is NetworkActionNeedingConfirmation =>
  (NETWORK_ACTIONS_NEEDING_CONFIRMATION as readonly NetworkMemberAction[]).includes(action);

/**
 * What the activities log records: the owner's actions and the events before them, and an
 * admin's block or unblock of the whole network (an admin's removal of a member is a KICK).
 */
export const NETWORK_ACTIVITY_KINDS = [
  'CREATE',
  'JOIN',
  ...NETWORK_MEMBER_ACTIONS,
  'NETWORK_BLOCK',
  'NETWORK_UNBLOCK',
] as const;
export type NetworkActivityKind = (typeof NETWORK_ACTIVITY_KINDS)[number];

export const NETWORK_MESSAGES = {
  notFound: 'The network was not found',
  codeNotFound: 'No network has this code',
  alreadyOwner: 'You already own a network',
  alreadyMember: 'You already belong to a network',
  ownNetwork: 'You cannot join your own network',
  blocked: 'The owner of this network has blocked you',
  notOwner: 'Only the owner of a network acts on its members',
  memberNotFound: 'This seller is not a member of your network',
  actionNotAllowed: 'This action does not apply to the member in this status',
  networkBlocked: 'This network is blocked by an administrator',
  adminMemberNotFound: 'This seller is not a member of the network',
  statusUnchanged: 'The network already has this status',
} as const;

export const networkCreateBodySchema = z.strictObject({
  rulesDescription: z.string().trim().max(NETWORK_RULES_MAX_LENGTH).default(''),
});
export type NetworkCreateBody = z.infer<typeof networkCreateBodySchema>;

export const networkJoinBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .min(1)
    .max(NETWORK_CODE_LENGTH * 2)
    .transform(normalizeNetworkCode),
});
export type NetworkJoinBody = z.infer<typeof networkJoinBodySchema>;

export const networkMemberActionBodySchema = z.strictObject({
  action: z.enum(NETWORK_MEMBER_ACTIONS),
});
export type NetworkMemberActionBody = z.infer<typeof networkMemberActionBodySchema>;

/** The member's seller account id in the path. */
export const networkMemberParamsSchema = z.strictObject({ userId: z.string().uuid() });

/** An admin's block or unblock of a whole network. */
export const networkStatusBodySchema = z.strictObject({ status: z.enum(NETWORK_STATUSES) });
export type NetworkStatusBody = z.infer<typeof networkStatusBodySchema>;

/** A network and one of its members, for an admin's removal of the member. */
export const networkAndMemberParamsSchema = z.strictObject({
  id: z.string().uuid(),
  userId: z.string().uuid(),
});

export const networkMemberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string(),
  status: z.enum(NETWORK_MEMBER_STATUSES),
  joinedAt: z.string(),
  updatedAt: z.string(),
});
export type NetworkMember = z.infer<typeof networkMemberSchema>;

export const networkActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(NETWORK_ACTIVITY_KINDS),
  actorEmail: z.string().nullable(),
  memberEmail: z.string().nullable(),
  createdAt: z.string(),
});
export type NetworkActivity = z.infer<typeof networkActivitySchema>;

/** A network as its owner and admins see it: members and the activities log, newest first. */
export const networkSchema = z.object({
  id: z.string(),
  code: z.string(),
  ownerId: z.string(),
  ownerEmail: z.string(),
  ownerFullName: z.string(),
  rulesDescription: z.string(),
  status: z.enum(NETWORK_STATUSES),
  members: z.array(networkMemberSchema),
  activities: z.array(networkActivitySchema),
  createdAt: z.string(),
});
export type Network = z.infer<typeof networkSchema>;
export const networkAnswerSchema = dataAnswer(networkSchema);

/** The network a seller belongs to, as a member sees it: no other member's details. */
export const networkMembershipSchema = z.object({
  networkId: z.string(),
  code: z.string(),
  ownerEmail: z.string(),
  rulesDescription: z.string(),
  status: z.enum(NETWORK_MEMBER_STATUSES),
  joinedAt: z.string(),
});
export type NetworkMembership = z.infer<typeof networkMembershipSchema>;

/** GET seller network: the seller's own network and their membership of another, each or null. */
export const sellerNetworkSchema = z.object({
  owned: networkSchema.nullable(),
  membership: networkMembershipSchema.nullable(),
});
export type SellerNetwork = z.infer<typeof sellerNetworkSchema>;
export const sellerNetworkAnswerSchema = dataAnswer(sellerNetworkSchema);

/** The networks a coupon's audience may name (the admin coupon form's multi-select). */
export const networkChoiceSchema = z.object({
  id: z.string(),
  code: z.string(),
  ownerEmail: z.string(),
});
export type NetworkChoice = z.infer<typeof networkChoiceSchema>;
export const networkChoicesAnswerSchema = dataAnswer(z.array(networkChoiceSchema));
