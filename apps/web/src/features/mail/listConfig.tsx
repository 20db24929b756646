import { SENT_MAIL_KINDS, SENT_MAIL_STATUSES } from '@platfox/domain';
import type { TFunction } from 'i18next';
import { statusLabel } from '../../ui/statusLabel';
import { StatusBadge } from '../../ui/StatusBadge';
import type { ListColumn, ListConfig, ListRow } from '../../ui/data-list/types';

export type SentMailRow = ListRow<'sent-mail'>;

/** /a/emails: newest first; a row opens the mail. */
export const SENT_MAIL_LIST: ListConfig<'sent-mail'> = {
  id: 'admin-sent-mails',
  model: 'sent-mail',
  empty: { message: 'sentMails' },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  detailPath: (row) => `/a/email/${row.id}`,
};

export function sentMailColumns(t: TFunction): ListColumn<'sent-mail'>[] {
  return [
    {
      key: 'createdAt',
      isKeyFact: true,
      label: t('mail.sent.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'to',
      label: t('mail.sent.to'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      isKeyFact: true,
      render: (row) => <bdi dir="ltr">{row.to}</bdi>,
    },
    {
      key: 'subject',
      isKeyFact: true,
      label: t('mail.sent.subject'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      // The subject opens the mail.
      display: 'link',
    },
    {
      key: 'kind',
      label: t('mail.sent.kind'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: SENT_MAIL_KINDS.map((kind) => ({
        key: kind,
        label: t(`mail.kinds.${kind}`),
      })),
      render: (row) => t(`mail.kinds.${row.kind}`),
    },
    {
      key: 'status',
      isKeyFact: true,
      label: t('mail.sent.status'),
      typeShow: 'array',
      kind: 'status',
      isSortable: true,
      isFilter: true,
      filterArrayData: SENT_MAIL_STATUSES.map((status) => ({
        key: status,
        label: statusLabel(t, status),
      })),
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'error',
      label: t('mail.sent.error'),
      typeShow: 'text',
      isFilter: true,
      enableFilterExist: true,
      render: (row) => (row.error ? <bdi dir="ltr">{row.error}</bdi> : '-'),
    },
  ];
}
