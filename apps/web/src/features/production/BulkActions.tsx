import { Button, Group, Text } from '@mantine/core';
import type { PrinterUnitAction } from '@platfox/domain';
import { useTranslation } from 'react-i18next';

type BulkActionsProps = {
  actions: readonly PrinterUnitAction[];
  selected: readonly string[];
  onAction: (action: PrinterUnitAction) => void;
};

/** The list's status changes on the selected rows; each asks before it runs. */
export function BulkActions({ actions, selected, onAction }: BulkActionsProps) {
  const { t } = useTranslation();
  if (actions.length === 0) return null;
  const isEmpty = selected.length === 0;
  return (
    <Group gap={6} wrap="wrap" data-testid="printer-bulk-actions">
      <Text size="sm" c="dimmed">
        {t('printerItems.bulk.label')} ({selected.length})
      </Text>
      {actions.map((action) => (
        <Button
          key={action}
          size="xs"
          variant="light"
          color={action === 'cancel' || action === 'printerReturn' ? 'red' : undefined}
          disabled={isEmpty}
          onClick={() => onAction(action)}
          data-testid={`bulk-action-${action}`}
        >
          {t(`printerItems.actions.${action}`)}
        </Button>
      ))}
    </Group>
  );
}
