import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../ui/ListPage';
import {
  badgeListColumns,
  contestListColumns,
  engagementListConfig,
  eventListColumns,
  groupListColumns,
} from './listConfig';
import { useMay } from './may';

const LISTS = {
  group: { area: 'GROUP', columns: groupListColumns, create: 'createGroup' },
  badge: { area: 'BADGE', columns: badgeListColumns, create: 'createBadge' },
  event: { area: 'EVENT', columns: eventListColumns, create: 'createEvent' },
  contest: { area: 'EVENT', columns: contestListColumns, create: 'createContest' },
} as const;

/**
 * /a/groups, /a/badges, /a/events and /a/contests: the records newest first, opened and edited
 * at /a/<model>/:id by the area's detail permissions.
 */
export function EngagementListPage({ model }: { model: keyof typeof LISTS }) {
  const { t } = useTranslation();
  const may = useMay();
  const { area, columns: columnsOf, create } = LISTS[model];
  const canView = may(`${area}_DETAIL_ACCESS`);
  const canUpdate = may(`${area}_DETAIL_UPDATE`);
  const config = useMemo(
    () => engagementListConfig(model, model, canView, canUpdate),
    [model, canView, canUpdate],
  );
  const columns = useMemo(() => columnsOf(t), [columnsOf, t]);
  return (
    <ListPage
      config={config as never}
      columns={columns as never}
      create={
        may(`${area}_DETAIL_CREATE`) && {
          to: `/a/${model}/create`,
          label: t(`engagement.actions.${create}`),
          testId: `${model}-create`,
        }
      }
    />
  );
}
