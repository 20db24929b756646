import { EngagementListPage } from './EngagementListPage';

/** /a/events. */
export default function EventListPage() {
  return <EngagementListPage model="event" />;
}
