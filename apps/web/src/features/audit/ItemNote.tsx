import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../platform/session';
import { auditApi } from './api';
import { canReadItem, canUpdateItem } from './permissions';
import { useItemRun } from './useItemRun';

/** The admin's note on an item: read with ORDER_ITEM_DETAIL_ACCESS, written with its update. */
export function ItemNote({
  itemId,
  note,
  onChanged,
}: {
  itemId: string;
  note: string | null;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [draft, setDraft] = useState(note ?? '');
  const { run, running } = useItemRun(onChanged);
  if (!canReadItem(user)) return null;
  if (!canUpdateItem(user)) {
    return (
      <Text size="sm" data-testid="item-note" dir="auto">
        {note ?? '—'}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Textarea
        aria-label={t('audit.note.title')}
        placeholder={t('audit.note.placeholder')}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        rows={3}
        dir="auto"
        data-testid="item-note"
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          disabled={draft.trim() === (note ?? '')}
          loading={running === 'note'}
          onClick={() => void run('note', () => auditApi.note(itemId, draft.trim()))}
          data-testid="item-note-save"
        >
          {t('audit.note.save')}
        </Button>
      </Group>
    </Stack>
  );
}
