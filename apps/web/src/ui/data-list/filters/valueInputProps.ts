import type { DataListFilter } from '@platfox/domain';
import type { DataListColumn, FilterRow } from '../types';

/** What every value input of a filter row receives. */
export type ValueInputProps = {
  row: FilterRow;
  column: DataListColumn;
  onChange: (row: FilterRow) => void;
  /** The list model and its fixed filters, for options loaded from the server. */
  model: string;
  filtersRef: DataListFilter[];
};
