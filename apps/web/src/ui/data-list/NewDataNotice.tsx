import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NewData } from './useNewData';

/**
 * The new-data notice (spec 02 section 4.1): how many new rows arrived, or that existing rows
 * changed, with "Load new" to reset the filters and reload.
 */
export function NewDataNotice({ news, onLoadNew }: { news: NewData; onLoadNew: () => void }) {
  const { t } = useTranslation();
  if (news.count === 0 && !news.isUpdated) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconBell size={16} />}
      py="xs"
      data-testid="data-list-new-data"
    >
      <Group gap="sm">
        <Text size="sm">
          {news.count > 0
            ? t('dataList.newData.arrived', { count: news.count })
            : t('dataList.newData.updated')}
        </Text>
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          onClick={onLoadNew}
          data-testid="data-list-load-new"
        >
          {t('dataList.newData.loadNew')}
        </Anchor>
      </Group>
    </Alert>
  );
}
