import {
  OTHER_TRANSACTION_TYPES,
  PAYMENT_METHODS,
  TRANSACTION_STATUSES,
  type Transaction,
  type TransactionType,
} from '@platfox/domain';
import type { TFunction } from 'i18next';
import type {
  DataListEmpty,
  FilterRow,
  ListColumn,
  ListConfig,
  ListRow,
} from '../../ui/data-list/types';
import { TransactionStatusBadge } from './TransactionStatusBadge';
import { statusLabel } from '../../ui/statusLabel';
import { moneyColumn } from '../../ui/data-list/commonColumns';

/** A row of the 'transaction' list model (declared in the domain's contract/lists). */
export type TransactionRow = ListRow<'transaction'>;

/**
 * The money lists of spec 01: the seller's deposits (money in and out they asked for) and other
 * transactions; the admin's deposits, withdraws and others. One server model, narrowed by type.
 */
export type TransactionListKind =
  'sellerDeposits' | 'sellerOthers' | 'adminDeposits' | 'adminWithdraws' | 'adminOthers';

export const LIST_TYPES: Record<TransactionListKind, readonly TransactionType[]> = {
  // A seller's withdraw is a request like a deposit: it waits for an admin, so it lists beside them.
  sellerDeposits: ['DEPOSIT', 'WITHDRAW'],
  sellerOthers: OTHER_TRANSACTION_TYPES,
  adminDeposits: ['DEPOSIT'],
  adminWithdraws: ['WITHDRAW'],
  adminOthers: OTHER_TRANSACTION_TYPES,
};

/** What each empty list says; a merchant is offered to deposit. */
const EMPTY: Record<TransactionListKind, DataListEmpty> = {
  sellerDeposits: {
    message: 'sellerDeposits',
    actions: [{ title: 'depositMoney', to: '/s/transaction/create' }],
  },
  sellerOthers: { message: 'otherTransactions' },
  adminDeposits: { message: 'deposits' },
  adminWithdraws: { message: 'withdraws' },
  adminOthers: { message: 'otherTransactions' },
};

/** The list a path shows, e.g. /a/transaction/withdraws is the admin's withdraws. */
export function listKindOf(pathname: string): TransactionListKind {
  const isAdmin = pathname.startsWith('/a/');
  if (pathname.endsWith('/others')) return isAdmin ? 'adminOthers' : 'sellerOthers';
  if (pathname.endsWith('/withdraws')) return 'adminWithdraws';
  return isAdmin ? 'adminDeposits' : 'sellerDeposits';
}

const isOtherType = (type: TransactionType) =>
  (OTHER_TRANSACTION_TYPES as readonly string[]).includes(type);

/**
 * The detail route of a row. Withdraws have no detail route of their own in spec 01: a seller's
 * opens under /deposit, an admin reviews them from the list.
 */
export function detailPathOf(
  row: Pick<Transaction, 'id' | 'type'>,
  isAdmin: boolean,
): string | null {
  if (isAdmin && row.type === 'WITHDRAW') return null;
  const segment = isOtherType(row.type) ? 'other' : 'deposit';
  return `/${isAdmin ? 'a' : 's'}/transaction/${segment}/${row.id}`;
}

export function typeFilter(kind: TransactionListKind): FilterRow[] {
  return [
    {
      key: 'ref-type',
      field: 'type',
      operation: 'in',
      value: [...LIST_TYPES[kind]],
      type: 'array',
      isActivated: true,
    },
  ];
}

export function transactionListConfig(
  kind: TransactionListKind,
  options: { canOpenDetail: boolean },
): ListConfig<'transaction'> {
  const isAdmin = kind.startsWith('admin');
  return {
    id: `transactions-${kind}`,
    model: 'transaction',
    empty: EMPTY[kind],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    selectType: 'checkbox',
    isExportEnabled: true,
    filtersRef: typeFilter(kind),
    // An empty path gives the row no link (an admin's withdraw is reviewed from the list).
    detailPath: options.canOpenDetail ? (row) => detailPathOf(row, isAdmin) ?? '' : undefined,
  };
}

export function transactionColumns(
  kind: TransactionListKind,
  t: TFunction,
): ListColumn<'transaction'>[] {
  const isAdmin = kind.startsWith('admin');
  const types = LIST_TYPES[kind];
  return [
    {
      key: 'id',
      label: t('transactions.fields.id'),
      typeShow: 'text',
      display: kind === 'adminWithdraws' ? undefined : 'link',
      isShowCopyIcon: true,
    },
    {
      key: 'userEmail',
      label: t('transactions.fields.seller'),
      typeShow: 'text',
      isDisplay: isAdmin,
      isSortable: true,
      isFilter: isAdmin,
    },
    {
      key: 'type',
      label: t('transactions.fields.type'),
      typeShow: 'array',
      isDisplay: types.length > 1,
      isSortable: true,
      isFilter: types.length > 1,
      filterArrayData: types.map((type) => ({ key: type, label: t(`transactions.type.${type}`) })),
      render: (row) => t(`transactions.type.${row.type}`),
    },
    {
      key: 'status',
      label: t('transactions.fields.status'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: TRANSACTION_STATUSES.map((status) => ({
        key: status,
        label: statusLabel(t, status),
      })),
      render: (row) => <TransactionStatusBadge status={row.status} />,
    },
    {
      key: 'paymentMethod',
      label: t('transactions.fields.paymentMethod'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
      filterArrayData: PAYMENT_METHODS.map((method) => ({
        key: method,
        label: t(`transactions.paymentMethod.${method}`),
      })),
      render: (row) =>
        row.paymentMethod ? t(`transactions.paymentMethod.${row.paymentMethod}`) : '',
    },
    moneyColumn('amount', t('transactions.fields.amount')),
    {
      key: 'balanceAfter',
      label: t('transactions.fields.balanceAfter'),
      typeShow: 'int',
      display: 'money',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
    {
      key: 'description',
      label: t('transactions.fields.description'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
    {
      key: 'createdAt',
      label: t('transactions.fields.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'reviewedAt',
      label: t('transactions.fields.reviewedAt'),
      typeShow: 'time',
      isDisplay: false,
      isSortable: true,
      isFilter: true,
      enableFilterExist: true,
    },
    {
      // Who approved or cancelled the row (issue 19): an e-mail, isolated from the text around.
      key: 'reviewedByEmail',
      label: t('audit.transactions.reviewedBy'),
      typeShow: 'text',
      render: (row) => (row.reviewedByEmail ? <bdi dir="ltr">{row.reviewedByEmail}</bdi> : ''),
    },
  ];
}
