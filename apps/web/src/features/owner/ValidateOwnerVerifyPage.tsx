import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../platform/session';
import { AFTER_VERIFICATION_PATH, takeAwaitedRoute } from './featureToken';
import { NeedsPrinter, OwnerFrame } from './OwnerFrame';
import { PinStep } from './OwnerVerification';

/** /validate-owner/verify: step two outside the shell, the PIN for the feature token. */
export default function ValidateOwnerVerifyPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (user?.type !== 'PRINTER') return <NeedsPrinter />;
  return (
    <OwnerFrame>
      <PinStep
        userId={user.id}
        onVerified={() =>
          navigate(takeAwaitedRoute() ?? AFTER_VERIFICATION_PATH, { replace: true })
        }
      />
    </OwnerFrame>
  );
}
