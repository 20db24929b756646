import { Anchor } from '@mantine/core';
import { SHORT_LINK_PATH_PREFIX, SITE_PAGE_PATH_PREFIX } from '@platfox/domain';
import type { TFunction } from 'i18next';
import type { ListModelName } from '@platfox/domain';
import type { ListColumn, ListConfig, ListRow, ListRowAction } from '../../ui/data-list/types';
import { publicUrl } from './api';

export type ShortLinkRow = ListRow<'short-link'>;
export type SitePageRow = ListRow<'site-page'>;

/**
 * A list whose rows are edited in a modal on the same screen (short links, site pages,
 * materials): no detail path, rows selected for a bulk delete, the edit as the row's action.
 */
export function modalEditedList<M extends ListModelName>(
  model: M,
  id: string,
  defaultSort: ListConfig<M>['defaultSort'],
  edit: ListRowAction<M>,
): ListConfig<M> {
  return {
    id,
    model,
    defaultSort,
    selectType: 'checkbox',
    isDeleteEnabled: true,
    rowActions: [edit],
  };
}

export const shortLinkListConfig = (edit: ListRowAction<'short-link'>) =>
  modalEditedList('short-link', 'short-links', { field: 'createdAt', direction: 'desc' }, edit);

export const sitePageListConfig = (edit: ListRowAction<'site-page'>) =>
  modalEditedList('site-page', 'site-pages', { field: 'updatedAt', direction: 'desc' }, edit);

/** When a record was created: kept out of sight at first, there to sort and filter by. */
export const createdStampColumn = (t: TFunction) =>
  ({
    key: 'createdAt',
    label: t('siteContent.createdAt'),
    typeShow: 'time',
    isSortable: true,
    isFilter: true,
    isDisplay: false,
  }) as const;

/** When a record was last changed. */
export const updatedStampColumn = (t: TFunction) =>
  ({
    key: 'updatedAt',
    label: t('siteContent.updatedAt'),
    typeShow: 'time',
    isSortable: true,
    isFilter: true,
  }) as const;

const stampColumns = (t: TFunction) => [createdStampColumn(t), updatedStampColumn(t)] as const;

export function shortLinkListColumns(t: TFunction): ListColumn<'short-link'>[] {
  return [
    {
      key: 'shortCode',
      label: t('siteContent.shortLinks.shortCode'),
      typeShow: 'text',
      kind: 'code',
      isSortable: true,
      isFilter: true,
      isKeyFact: true,
      render: (row) => {
        const url = publicUrl(`${SHORT_LINK_PATH_PREFIX}${row.shortCode}`);
        return (
          <Anchor href={url} target="_blank" rel="noreferrer" dir="ltr">
            {url.replace(/^https?:\/\//, '')}
          </Anchor>
        );
      },
    },
    {
      key: 'pageLink',
      label: t('siteContent.shortLinks.pageLink'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      render: (row) => <bdi>{row.pageLink}</bdi>,
    },
    {
      key: 'visits',
      label: t('siteContent.shortLinks.visits'),
      typeShow: 'int',
      isSortable: true,
      isFilter: true,
      isKeyFact: true,
    },
    {
      key: 'lastVisitedAt',
      label: t('siteContent.shortLinks.lastVisitedAt'),
      typeShow: 'time',
      isSortable: true,
      isFilter: true,
    },
    ...stampColumns(t),
  ];
}

export function sitePageListColumns(t: TFunction): ListColumn<'site-page'>[] {
  return [
    {
      key: 'title',
      label: t('siteContent.pages.title'),
      typeShow: 'text',
      isSortable: true,
      isFilter: true,
      isKeyFact: true,
    },
    {
      key: 'slug',
      label: t('siteContent.pages.address'),
      typeShow: 'text',
      kind: 'code',
      isSortable: true,
      isFilter: true,
      render: (row) =>
        row.isPublished ? (
          <Anchor href={`${SITE_PAGE_PATH_PREFIX}${row.slug}`} target="_blank" dir="ltr">
            {`${SITE_PAGE_PATH_PREFIX}${row.slug}`}
          </Anchor>
        ) : (
          <bdi>{`${SITE_PAGE_PATH_PREFIX}${row.slug}`}</bdi>
        ),
    },
    {
      key: 'isPublished',
      label: t('siteContent.pages.status'),
      typeShow: 'boolean',
      kind: 'status',
      isSortable: true,
      isFilter: true,
      isKeyFact: true,
      render: (row) =>
        row.isPublished ? t('siteContent.pages.published') : t('siteContent.pages.draft'),
    },
    {
      key: 'sliderAnimation',
      label: t('siteContent.pages.animation'),
      typeShow: 'array',
      isFilter: true,
      render: (row) => t(`siteContent.animations.${row.sliderAnimation}`),
    },
    { key: 'slideCount', label: t('siteContent.pages.slides'), typeShow: 'int' },
    ...stampColumns(t),
  ];
}
