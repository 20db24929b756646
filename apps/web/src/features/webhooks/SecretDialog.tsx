import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import type { WebhookEndpointWithSecret } from '@platfox/domain';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The signing secret, shown this once (after creation or rotation): copy it now. */
export function SecretDialog({
  shown,
  onClose,
}: {
  shown: WebhookEndpointWithSecret | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={shown !== null}
      onClose={onClose}
      title={t('webhooks.secret.title')}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      {shown && (
        <Stack gap="md" data-testid="webhook-secret-dialog">
          <Alert color="orange" icon={<IconAlertTriangle size={18} />}>
            {t('webhooks.secret.warning')}
          </Alert>
          <Text size="sm" fw={600} dir="ltr">
            {shown.url}
          </Text>
          <Code block dir="ltr" data-testid="webhook-secret" style={{ wordBreak: 'break-all' }}>
            {shown.secret}
          </Code>
          <Group justify="space-between">
            <CopyButton value={shown.secret}>
              {({ copied, copy }) => (
                <Button
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? t('webhooks.secret.copied') : t('webhooks.secret.copy')}
                </Button>
              )}
            </CopyButton>
            <Button variant="default" onClick={onClose} data-testid="webhook-secret-done">
              {t('webhooks.secret.stored')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
