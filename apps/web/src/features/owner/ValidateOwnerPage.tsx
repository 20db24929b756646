import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../platform/session';
import { NeedsPrinter, OwnerFrame } from './OwnerFrame';
import { SendPinStep } from './OwnerVerification';

/** /validate-owner: owner verification outside the shell; step one, the PIN is mailed. */
export default function ValidateOwnerPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (user?.type !== 'PRINTER') return <NeedsPrinter />;
  return (
    <OwnerFrame>
      <SendPinStep email={user.email} onSent={() => navigate('/validate-owner/verify')} />
    </OwnerFrame>
  );
}
