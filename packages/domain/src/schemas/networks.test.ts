import { describe, expect, it } from 'vitest';
import {
  needsNetworkConfirmation,
  networkActionsFor,
  networkJoinBodySchema,
  networkMemberActionBodySchema,
} from './networks';

describe('network member actions', () => {
  it('offers each status only the actions that apply to it', () => {
    expect(networkActionsFor('PENDING')).toEqual(['APPROVE', 'BLOCK', 'CANCEL']);
    expect(networkActionsFor('APPROVED')).toEqual(['BLOCK', 'KICK']);
    expect(networkActionsFor('BLOCKED')).toEqual(['APPROVE', 'KICK']);
  });

  it('asks before blocking or removing only', () => {
    expect(
      ['APPROVE', 'BLOCK', 'CANCEL', 'KICK'].filter((a) => needsNetworkConfirmation(a as never)),
    ).toEqual(['BLOCK', 'KICK']);
  });

  it('reads a typed code trimmed and upper-case, and refuses unknown actions', () => {
    expect(networkJoinBodySchema.parse({ code: ' k7q2m9xa ' })).toEqual({ code: 'K7Q2M9XA' });
    expect(networkJoinBodySchema.safeParse({ code: '  ' }).success).toBe(false);
    expect(networkMemberActionBodySchema.safeParse({ action: 'DELETE' }).success).toBe(false);
  });
});
