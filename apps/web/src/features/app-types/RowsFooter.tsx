import { Button, Group } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = {
  addLabel: string;
  addTestId: string;
  onAdd: () => void;
  onCancel: () => void;
  onSave: () => void;
  isSaving: boolean;
  saveTestId: string;
};

/** The foot of a modal that edits rows (new types, a type's options): add a row, cancel, save. */
export function RowsFooter(props: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between">
      <Button
        variant="default"
        leftSection={<IconPlus size={16} />}
        onClick={props.onAdd}
        data-testid={props.addTestId}
      >
        {props.addLabel}
      </Button>
      <Group gap="xs">
        <Button variant="default" onClick={props.onCancel}>
          {t('appTypes.cancel')}
        </Button>
        <Button onClick={props.onSave} loading={props.isSaving} data-testid={props.saveTestId}>
          {t('appTypes.save')}
        </Button>
      </Group>
    </Group>
  );
}
