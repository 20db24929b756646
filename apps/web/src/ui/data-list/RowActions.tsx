import { Button, Group } from '@mantine/core';
import type { DataListRow } from '@platfox/domain';
import { useState } from 'react';
import type { DataListRowAction } from './types';
import { useSpamGuard } from './useSpamGuard';
import { useT } from '../../platform/i18n/useT';

type RowActionsProps<TRow extends DataListRow> = {
  row: TRow;
  actions: readonly DataListRowAction<TRow>[];
  /** A finished action on this row disables its single-use buttons (spec 02 section 4.9). */
  isDone: boolean;
  onDone: (row: TRow) => void;
};

/** The buttons of one row; each runs its action once at a time, behind the spam guard. */
export function RowActions<TRow extends DataListRow>({
  row,
  actions,
  isDone,
  onDone,
}: RowActionsProps<TRow>) {
  const shown = actions.filter((action) => action.isShown?.(row) ?? true);
  if (shown.length === 0) return null;
  return (
    <Group gap={4} wrap="nowrap">
      {shown.map((action) => (
        <RowActionButton
          key={action.key}
          row={row}
          action={action}
          isDisabled={isDone && !action.isMultipleClicksAllowed}
          onDone={onDone}
        />
      ))}
    </Group>
  );
}

function RowActionButton<TRow extends DataListRow>({
  row,
  action,
  isDisabled,
  onDone,
}: {
  row: TRow;
  action: DataListRowAction<TRow>;
  isDisabled: boolean;
  onDone: (row: TRow) => void;
}) {
  const t = useT();
  const guard = useSpamGuard();
  const [isRunning, setRunning] = useState(false);
  const isGuarded = action.isSpamGuarded ?? true;
  const isBlocked = isGuarded && guard.isBlocked;

  const click = async () => {
    if (isGuarded && !guard.click()) return;
    setRunning(true);
    try {
      await action.run(row);
      onDone(row);
    } catch {
      // The action reports its own failure (a toast from the api client); the button stays usable.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={action.icon}
      loading={isRunning}
      disabled={isDisabled || isBlocked}
      onClick={() => void click()}
      data-testid={`row-action-${action.key}`}
    >
      {isBlocked ? t('dataList.processing') : action.label}
    </Button>
  );
}
