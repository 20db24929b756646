import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

type SavedFilterNameModalProps = {
  opened: boolean;
  title: string;
  initialName: string;
  isPending: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
};

/** The name of a saved filter, required and checked before saving (spec 02 section 5.3). */
export function SavedFilterNameModal({
  opened,
  title,
  initialName,
  isPending,
  onSubmit,
  onClose,
}: SavedFilterNameModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {opened && (
        <NameForm
          initialName={initialName}
          isPending={isPending}
          onSubmit={onSubmit}
          onClose={onClose}
          cancelLabel={t('dataListPanels.saved.cancel')}
        />
      )}
    </Modal>
  );
}

/** Mounted per opening, so each opening starts from the name it was given. */
function NameForm({
  initialName,
  isPending,
  onSubmit,
  onClose,
  cancelLabel,
}: Omit<SavedFilterNameModalProps, 'opened' | 'title'> & { cancelLabel: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t('dataListPanels.saved.nameRequired'));
      return;
    }
    onSubmit(trimmed);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('dataListPanels.saved.name')}
          placeholder={t('dataListPanels.saved.namePlaceholder')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          withAsterisk
          data-autofocus
          maxLength={255}
          data-testid="saved-filter-name"
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button type="submit" loading={isPending} data-testid="saved-filter-submit">
            {t('dataListPanels.saved.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
