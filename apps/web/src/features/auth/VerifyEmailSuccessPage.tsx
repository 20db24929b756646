import { useTranslation } from 'react-i18next';
import { homeOf, useCurrentUser } from '../../platform/session';
import { GuestCard } from '../accounts/GuestCard';
import { ResultPanel } from '../../ui/ResultPanel';

/** After a verification link worked: on to the dashboard, or to sign in. */
export default function VerifyEmailSuccessPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <GuestCard>
      <ResultPanel
        kind="success"
        title={t('accounts.verify.doneTitle')}
        text={t('accounts.verify.doneText')}
        link={
          user
            ? { to: homeOf(user), label: t('accounts.common.toHome'), testId: 'verified-next' }
            : { to: '/login', label: t('accounts.common.toSignIn'), testId: 'verified-next' }
        }
        testId="verify-done"
      />
    </GuestCard>
  );
}
