import { useParams } from 'react-router';
import { VerifyScreen } from './VerifyScreen';

/** /p/verify-summary/:id: the verification with the order's summary, asking before leaving. */
export default function VerifySummaryPage() {
  const { id = '' } = useParams();
  return <VerifyScreen key={id} view="summary" initial={id} />;
}
