import type { DbTx } from '../../platform/db';
import { BalanceService } from './balance';

/**
 * The demo seller's money as real ledger rows, written the way the app writes them: a bank
 * deposit, a bonus and an order charge leaving $500.00, and a bank deposit waiting for an admin.
 */
export async function seedLedger(
  tx: DbTx,
  { sellerId, adminId }: { sellerId: string; adminId: string },
): Promise<void> {
  const rows = [
    {
      type: 'DEPOSIT' as const,
      status: 'APPROVED' as const,
      amount: 55_000,
      paymentMethod: 'BANKING' as const,
      description: 'Opening deposit by bank transfer',
      reviewedBy: adminId,
    },
    {
      type: 'BONUS' as const,
      status: 'APPROVED' as const,
      amount: 2_500,
      description: 'Welcome bonus',
      createdBy: adminId,
      reviewedBy: adminId,
    },
    {
      type: 'CHARGE' as const,
      status: 'APPROVED' as const,
      amount: -7_500,
      description: 'Order DEMO-1001',
    },
    {
      type: 'DEPOSIT' as const,
      status: 'PENDING' as const,
      amount: 20_000,
      paymentMethod: 'BANKING' as const,
      description: 'Bank transfer, reference DEMO-TRANSFER-2',
    },
  ];
  for (const row of rows) await BalanceService.post(tx, { userId: sellerId, ...row });
}
