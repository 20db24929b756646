import { ErrorPage } from './ErrorPage';

/** The catch-all route's page. */
export default function NotFoundPage() {
  return <ErrorPage status={404} />;
}
