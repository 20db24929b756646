import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CreatedApiKey } from './api';

/** The new key, shown this once: copy it now, it cannot be shown again. */
export function CreatedKeyDialog({
  created,
  onClose,
}: {
  created: CreatedApiKey | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={created !== null}
      onClose={onClose}
      title={t('accounts.apiKeys.createdTitle')}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      {created && (
        <Stack gap="md" data-testid="api-key-created">
          <Alert
            color="orange"
            icon={<IconAlertTriangle size={18} />}
            data-testid="api-key-warning"
          >
            {t('accounts.apiKeys.onceWarning')}
          </Alert>
          <Text size="sm" fw={600}>
            {created.name}
          </Text>
          <Code block data-testid="api-key-value" style={{ wordBreak: 'break-all' }}>
            {created.key}
          </Code>
          <Group justify="space-between">
            <CopyButton value={created.key}>
              {({ copied, copy }) => (
                <Button
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                  data-testid="api-key-copy"
                >
                  {copied ? t('accounts.apiKeys.copied') : t('accounts.apiKeys.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose} data-testid="api-key-done">
              {t('accounts.apiKeys.stored')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
