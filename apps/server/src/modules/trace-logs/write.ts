import type { TraceTarget, TraceType } from '@platfox/domain';
import type { DbTx } from '../../platform/db';
import { traceLogs } from './tables';

/** A line of the audit trail, written by the caller in the transaction of the change it records. */
export type TraceLine = {
  /** Null when no one signed in made the change (a payment provider's answer, a job). */
  actorId: string | null;
  ip?: string | null;
  target: TraceTarget;
  targetId: string;
  orderId?: string | null;
  type: TraceType;
  description: string;
};

export async function writeTrace(tx: DbTx, ...lines: TraceLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(traceLogs).values(lines.map((line) => ({ ip: null, ...line })));
}

/** An account's line of the trail: an administrator changed it (accounts' changedByAdmin hook). */
export function traceAccountChange(
  tx: DbTx,
  actorId: string,
  userId: string,
  description: string,
): Promise<void> {
  return writeTrace(tx, {
    actorId,
    target: 'user',
    targetId: userId,
    type: 'ACCOUNT',
    description,
  });
}
