import { Button, Group } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { useCurrentUser } from '../../platform/session';
import { DataList } from '../../ui/data-list/DataList';
import type { DataListRowAction } from '../../ui/data-list/types';
import { PageHeader } from '../../ui/PageHeader';
import { AdjustBonusModal, type AdjustBonusKind } from './AdjustBonusModal';
import {
  listKindOf,
  transactionColumns,
  transactionListConfig,
  type TransactionListKind,
  type TransactionRow,
} from './listConfig';
import { canReview, hasPermission } from './permissions';
import { ReviewDialog, type ReviewAction } from './ReviewDialog';
import { StatementButton } from './StatementButton';
import { useRefreshTransactions } from './api';

const DETAIL_AREA: Partial<Record<TransactionListKind, string>> = {
  adminDeposits: 'DEPOSIT',
  adminOthers: 'OTHER_TRANSACTION',
};

/**
 * Every money list of spec 01 (/s/transaction/deposits and /others, /a/transaction/deposits,
 * /withdraws and /others): the path says which. New rows show through the list's new-data notice
 * (the server's list_changed for the transaction model).
 */
export default function TransactionsListPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const kind = listKindOf(pathname);
  const isAdmin = kind.startsWith('admin');
  const area = DETAIL_AREA[kind];
  const canOpenDetail =
    !isAdmin || (area !== undefined && hasPermission(user, `${area}_DETAIL_ACCESS`));
  const canReviewWithdraws = kind === 'adminWithdraws' && canReview(user, 'WITHDRAW');
  const [review, setReview] = useState<{ row: TransactionRow; action: ReviewAction } | null>(null);
  const [grant, setGrant] = useState<AdjustBonusKind | null>(null);

  const columns = useMemo(() => transactionColumns(kind, t), [kind, t]);
  const config = useMemo(() => {
    const base = transactionListConfig(kind, { canOpenDetail });
    if (!canReviewWithdraws) return base;
    // Withdraws have no detail route: the admin approves or cancels them from the list.
    const actions: DataListRowAction<TransactionRow>[] = (['approve', 'cancel'] as const).map(
      (action) => ({
        key: action,
        label: t(`transactions.review.${action}`),
        isShown: (row) => row.updatable === true,
        isMultipleClicksAllowed: true,
        run: (row) => setReview({ row, action }),
      }),
    );
    return { ...base, rowActions: actions };
  }, [kind, canOpenDetail, canReviewWithdraws, t]);
  const refreshLedger = useRefreshTransactions();
  const reload = () => void refreshLedger();

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Group gap="sm">
            {!isAdmin && (
              <>
                <Button
                  component={Link}
                  to="/s/transaction/create"
                  leftSection={<IconArrowDownLeft size={16} />}
                  data-testid="deposit-create"
                >
                  {t('transactions.deposit.action')}
                </Button>
                <Button
                  component={Link}
                  to="/s/transaction/withdraw/create"
                  variant="default"
                  leftSection={<IconArrowUpRight size={16} />}
                  data-testid="withdraw-create"
                >
                  {t('transactions.withdraw.action')}
                </Button>
                {user && <StatementButton sellerId={user.id} />}
              </>
            )}
            {kind === 'adminOthers' && hasPermission(user, 'ADJUST_DETAIL_CREATE') && (
              <Button
                variant="default"
                onClick={() => setGrant('adjust')}
                data-testid="adjust-open"
              >
                {t('transactions.grant.adjust')}
              </Button>
            )}
            {kind === 'adminOthers' && hasPermission(user, 'BONUS_DETAIL_CREATE') && (
              <Button variant="default" onClick={() => setGrant('bonus')} data-testid="bonus-open">
                {t('transactions.grant.bonus')}
              </Button>
            )}
          </Group>
        }
      />
      <DataList key={kind} config={config} columns={columns} />
      <ReviewDialog
        transaction={review?.row ?? null}
        action={review?.action ?? 'approve'}
        onClose={() => setReview(null)}
        onDone={() => {
          setReview(null);
          reload();
        }}
      />
      <AdjustBonusModal
        kind={grant}
        onClose={() => setGrant(null)}
        onDone={() => {
          setGrant(null);
          reload();
        }}
      />
    </>
  );
}
