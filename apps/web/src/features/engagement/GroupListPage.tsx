import { EngagementListPage } from './EngagementListPage';

/** /a/groups. */
export default function GroupListPage() {
  return <EngagementListPage model="group" />;
}
