import { Text } from '@mantine/core';
import {
  PRODUCT_STATUSES,
  type ListModelName,
  type ListRowOf,
  type ProductStatus,
} from '@platfox/domain';
import type { TFunction } from 'i18next';
import { ProductStatusBadge } from '../StatusBadge';
import { statusLabel } from '../statusLabel';
import type { ListColumn } from './types';

/*
 * Columns many lists declare alike, so each list names only what is its own. A column is offered
 * only to the models whose rows have its field: another model is a type error where it is used.
 */

type Key<M extends ListModelName> = ListColumn<M>['key'];
/** The list models whose rows have this field. */
export type ModelsWith<F extends string> = {
  [M in ListModelName]: F extends keyof ListRowOf<M> ? M : never;
}[ListModelName];

/** When the record was created: the lists' default order. */
export const createdAtColumn = <M extends ModelsWith<'createdAt'>>(
  label: string,
): ListColumn<M> => ({
  key: 'createdAt' as Key<M>,
  label,
  typeShow: 'time',
  isSortable: true,
  isFilter: true,
});

/** A number or text the list sorts and filters by, with nothing else to say. */
export const plainColumn = <M extends ListModelName>(
  key: Key<M>,
  label: string,
  typeShow: 'int' | 'text' | 'boolean' = 'int',
): ListColumn<M> => ({ key, label, typeShow, isSortable: true, isFilter: true });

/** A free-text description, two lines at the most; filterable by whether there is one. */
export const descriptionColumn = <M extends ModelsWith<'description'>>(
  label: string,
): ListColumn<M> => ({
  key: 'description' as Key<M>,
  label,
  typeShow: 'text',
  isSortable: true,
  isFilter: true,
  enableFilterExist: true,
  render: (row) => (
    <Text size="sm" c="dimmed" lineClamp={2}>
      {(row as { description?: string | null }).description}
    </Text>
  ),
});

/** An amount in cents, shown as money; sorted and filtered by its number. */
export const moneyColumn = <M extends ListModelName>(
  key: Key<M>,
  label: string,
): ListColumn<M> => ({
  key,
  label,
  typeShow: 'int',
  display: 'money',
  isSortable: true,
  isFilter: true,
});

/** A product's or product type's status, as its badge, filtered by the statuses' names. */
export const productStatusColumn = <M extends ModelsWith<'status'>>(
  t: TFunction,
  label: string,
): ListColumn<M> => ({
  key: 'status' as Key<M>,
  label,
  typeShow: 'radio',
  isSortable: true,
  isFilter: true,
  filterArrayData: PRODUCT_STATUSES.map((key) => ({ key, label: statusLabel(t, key) })),
  render: (row) => <ProductStatusBadge status={(row as { status: ProductStatus }).status} />,
});

/**
 * A field holding one of a fixed set of values (a stock reason, an attribute's option type): each
 * value shown in its words, and the filter offers the same words.
 */
export const choiceColumn = <M extends ListModelName, V extends string>(
  key: Key<M>,
  label: string,
  values: readonly V[],
  word: (value: V) => string,
): ListColumn<M> => ({
  key,
  label,
  typeShow: 'array',
  isSortable: true,
  isFilter: true,
  filterArrayData: values.map((value) => ({ key: value, label: word(value) })),
  render: (row) => word(String((row as Record<string, unknown>)[key]) as V),
});
