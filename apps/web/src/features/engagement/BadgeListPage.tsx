import { EngagementListPage } from './EngagementListPage';

/** /a/badges. */
export default function BadgeListPage() {
  return <EngagementListPage model="badge" />;
}
