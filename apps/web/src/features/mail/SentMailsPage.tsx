import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session';
import { ListPage } from '../../ui/ListPage';
import { SENT_MAIL_LIST, sentMailColumns } from './listConfig';

/** /a/emails: every mail the system sent, whether the server took it, and the admin's own mail. */
export default function SentMailsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const columns = useMemo(() => sentMailColumns(t), [t]);
  const canCompose =
    user?.type === 'ROOT' || (user?.permissions.includes('MAIL_SENT_DETAIL_CREATE') ?? false);
  return (
    <ListPage
      config={SENT_MAIL_LIST}
      columns={columns}
      create={
        canCompose && {
          label: t('mail.compose.create'),
          testId: 'mail-compose',
          to: '/a/email/create',
        }
      }
    />
  );
}
