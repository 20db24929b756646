import { useTranslation } from 'react-i18next';
import { GuestCard, useNextStep } from '../accounts/GuestCard';
import { ResultPanel } from '../../ui/ResultPanel';

/** After a verification link worked: on to the dashboard, or to sign in. */
export default function VerifyEmailSuccessPage() {
  const { t } = useTranslation();
  const next = useNextStep('verified-next');
  return (
    <GuestCard>
      <ResultPanel
        kind="success"
        title={t('accounts.verify.doneTitle')}
        text={t('accounts.verify.doneText')}
        link={next}
        testId="verify-done"
      />
    </GuestCard>
  );
}
