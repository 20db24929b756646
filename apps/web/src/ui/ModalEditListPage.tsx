import type { DataListRow } from '@platfox/domain';
import { IconPencil } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataListColumn, DataListConfig, DataListRowAction } from './data-list/types';
import { ListPage } from './ListPage';

/**
 * A list screen whose records are created and edited in a dialog over it (shipping prices, short
 * links, site pages): "create" in the header and "edit" on each row open the editor, and closing
 * it leaves the list where it was. The editor is keyed by the record, so opening another one
 * starts from that record's values, never the last one's.
 */
export function ModalEditListPage<TRow extends DataListRow, TField extends string>({
  columns,
  config,
  editLabel,
  create,
  editor,
}: {
  columns: (t: TFunction) => DataListColumn<TRow, TField>[];
  config: (edit: DataListRowAction<TRow>) => DataListConfig<TRow>;
  editLabel: string;
  /** False for an admin who may not create. */
  create: { label: string; testId: string } | false;
  /** The dialog: `row` is null when creating. */
  editor: (row: TRow | null, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  // undefined: closed; null: creating; a row: editing it.
  const [editing, setEditing] = useState<TRow | null | undefined>(undefined);
  const listColumns = useMemo(() => columns(t), [columns, t]);
  const listConfig = useMemo(
    () =>
      config({
        key: 'edit',
        label: editLabel,
        icon: <IconPencil size={16} />,
        isMultipleClicksAllowed: true,
        run: (row) => setEditing(row),
      }),
    [config, editLabel],
  );
  const close = () => setEditing(undefined);
  return (
    <>
      <ListPage
        config={listConfig}
        columns={listColumns}
        create={create && { ...create, onClick: () => setEditing(null) }}
      />
      {editing !== undefined && (
        <Fragment key={editing?.id ?? 'new'}>{editor(editing, close)}</Fragment>
      )}
    </>
  );
}
