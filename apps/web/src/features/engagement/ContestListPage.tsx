import { EngagementListPage } from './EngagementListPage';

/** /a/contests. */
export default function ContestListPage() {
  return <EngagementListPage model="contest" />;
}
