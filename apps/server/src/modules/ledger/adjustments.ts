import type { AdjustBody, BonusBody, Transaction } from '@platfox/domain';
import type { Db } from '../../platform/db';
import type { Live } from '../../platform/live';
import type { Actor } from '../auth/index';
import { BalanceService, type PostInput } from './balance';
import { announcePosted } from './live';
import { viewOf } from './views';

/**
 * Admin adjust (a signed correction, always explained) and bonus (money given): approved at once.
 * An admin's idempotency key is kept under the admin's name, so two admins' keys never collide.
 */
export class AdjustmentService {
  constructor(
    private readonly db: Db,
    private readonly live: Live,
  ) {}

  adjust(admin: Actor, body: AdjustBody, key: string | null): Promise<Transaction> {
    return this.approved(admin, key, {
      userId: body.userId,
      type: 'ADJUST',
      amount: body.amount,
      description: body.description,
    });
  }

  bonus(admin: Actor, body: BonusBody, key: string | null): Promise<Transaction> {
    return this.approved(admin, key, {
      userId: body.userId,
      type: 'BONUS',
      amount: body.amount,
      description: body.description ?? null,
    });
  }

  private async approved(
    admin: Actor,
    key: string | null,
    input: Pick<PostInput, 'userId' | 'type' | 'amount' | 'description'>,
  ): Promise<Transaction> {
    const posted = await this.db.transaction((tx) =>
      BalanceService.post(tx, {
        ...input,
        status: 'APPROVED',
        createdBy: admin.id,
        reviewedBy: admin.id,
        idempotencyKey: key ? `admin:${admin.id}:${key}` : null,
      }),
    );
    return posted.isReplay
      ? viewOf(this.db, posted.transaction)
      : announcePosted(this.live, this.db, posted);
  }
}
