import { useParams } from 'react-router';
import { VerifyScreen } from './VerifyScreen';

/** /p/verify-detail/:id, where :id is the slip's scan value (the QR code's content). */
export default function VerifyDetailPage() {
  const { id = '' } = useParams();
  return <VerifyScreen key={id} view="detail" initial={id} />;
}
