import { Avatar, Group, Text } from '@mantine/core';
import { IconMedal } from '@tabler/icons-react';
import {
  BADGE_TYPES,
  ENGAGEMENT_CONDITION_TYPES,
  EVENT_MODES,
  EVENT_STATUSES,
  GROUP_STATUSES,
  type EngagementConditionType,
  type EventMode,
} from '@platfox/domain';
import type { TFunction } from 'i18next';
import { AuthImage } from '../../ui/AuthImage';
import type { ListColumn, ListConfig } from '../../ui/data-list/types';
import { statusLabel } from '../../ui/statusLabel';
import { StatusBadge } from '../../ui/StatusBadge';

type Model = 'group' | 'badge' | 'event' | 'contest';

/** A list of engagement records: opened at `/a/<detail>/:id`, edited there with ?m=edit. */
export function engagementListConfig<M extends Model>(
  model: M,
  detail: string,
  canView: boolean,
  canUpdate: boolean,
): ListConfig<M> {
  const path = (row: { id: string }) => `/a/${detail}/${row.id}`;
  return {
    id: `${model}s`,
    model,
    defaultSort:
      model === 'event' || model === 'contest'
        ? { field: 'fromDate', direction: 'desc' }
        : { field: 'createdAt', direction: 'desc' },
    ...(canUpdate ? { selectType: 'checkbox' as const, isDeleteEnabled: true } : {}),
    editPath: canUpdate ? path : undefined,
    detailPath: canView ? path : undefined,
  } as ListConfig<M>;
}

const choices = <V extends string>(values: readonly V[], label: (value: V) => string) =>
  values.map((value) => ({ key: value, label: label(value) }));

const stamps = (t: TFunction) =>
  [
    {
      key: 'createdAt',
      label: t('engagement.fields.createdAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'updatedAt',
      label: t('engagement.fields.updatedAt'),
      typeShow: 'time',
      isSortable: true,
      isDisplay: false,
    },
  ] as const;

export function groupListColumns(t: TFunction): ListColumn<'group'>[] {
  return [
    {
      key: 'name',
      label: t('engagement.fields.name'),
      typeShow: 'text',
      display: 'link',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'key',
      label: t('engagement.fields.key'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      isShowCopyIcon: true,
    },
    {
      key: 'description',
      label: t('engagement.fields.description'),
      typeShow: 'text',
      isFilter: true,
      isDisplay: false,
    },
    {
      key: 'memberCount',
      label: t('engagement.fields.memberCount'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'status',
      label: t('engagement.fields.status'),
      typeShow: 'radio',
      isSortable: true,
      isFilter: true,
      filterArrayData: choices(GROUP_STATUSES, (status) => statusLabel(t, status)),
      render: (row) => <StatusBadge status={row.status} />,
    },
    ...stamps(t),
  ];
}

/** A badge's picture, or the medal when it has none. */
export function BadgeImage({
  url,
  name,
  size = 32,
}: {
  url: string | null;
  name: string;
  size?: number;
}) {
  if (!url) {
    return (
      <Avatar size={size} color="yellow" radius="xl" aria-label={name}>
        <IconMedal size={size * 0.6} />
      </Avatar>
    );
  }
  return <AuthImage src={url} alt={name} w={size} h={size} radius="xl" fit="cover" />;
}

export function badgeListColumns(t: TFunction): ListColumn<'badge'>[] {
  return [
    {
      key: 'name',
      label: t('engagement.fields.name'),
      typeShow: 'text',
      display: 'link',
      isSortable: true,
      isFilter: true,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <BadgeImage url={row.imageUrl} name={row.name} size={28} />
          <Text size="sm">{row.name}</Text>
        </Group>
      ),
    },
    {
      key: 'type',
      label: t('engagement.fields.type'),
      typeShow: 'radio',
      isSortable: true,
      isFilter: true,
      filterArrayData: choices(BADGE_TYPES, (type) => t(`engagement.badgeTypes.${type}`)),
      render: (row) => t(`engagement.badgeTypes.${row.type}`),
    },
    {
      key: 'description',
      label: t('engagement.fields.description'),
      typeShow: 'text',
      isFilter: true,
    },
    {
      key: 'holderCount',
      label: t('engagement.fields.holderCount'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
    },
    ...stamps(t),
  ];
}

function eventColumns<M extends 'event' | 'contest'>(t: TFunction): ListColumn<M>[] {
  return [
    {
      key: 'name',
      label: t('engagement.fields.name'),
      typeShow: 'text',
      display: 'link',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'mode',
      label: t('engagement.fields.mode'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: choices(EVENT_MODES, (mode) => t(`engagement.modes.${mode}`)),
      render: (row) => t(`engagement.modes.${row.mode as EventMode}`),
    },
    {
      key: 'status',
      label: t('engagement.fields.status'),
      typeShow: 'radio',
      isSortable: true,
      isFilter: true,
      filterArrayData: choices(EVENT_STATUSES, (status) => statusLabel(t, status)),
      render: (row) => <StatusBadge status={row.status} />,
    },
    {
      key: 'fromDate',
      label: t('engagement.fields.fromDate'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'toDate',
      label: t('engagement.fields.toDate'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'isAppliedToAllMember',
      label: t('engagement.fields.allMembers'),
      typeShow: 'boolean',
      isFilter: true,
      isDisplay: false,
    },
    {
      key: 'milestoneCount',
      label: t('engagement.fields.milestoneCount'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
    },
    {
      key: 'awardCount',
      label: t('engagement.fields.awardCount'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
    },
    ...stamps(t),
  ] as ListColumn<M>[];
}

export const eventListColumns = (t: TFunction): ListColumn<'event'>[] => eventColumns<'event'>(t);

export function contestListColumns(t: TFunction): ListColumn<'contest'>[] {
  return [
    ...eventColumns<'contest'>(t).filter((column) => column.key !== 'mode'),
    {
      key: 'contestCondition',
      label: t('engagement.fields.contestCondition'),
      typeShow: 'array',
      isSortable: true,
      isFilter: true,
      filterArrayData: choices(ENGAGEMENT_CONDITION_TYPES, (type) =>
        t(`engagement.conditions.${type}`),
      ),
      render: (row) =>
        t(`engagement.conditions.${row.contestCondition as EngagementConditionType}`),
    },
    {
      key: 'participantCount',
      label: t('engagement.fields.participantCount'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
    },
  ];
}
