import { Affix, Alert, Button, Group, Text } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { appUpdateStore, applyAppUpdate, postponeAppUpdate } from '../platform/session';
import { useStore } from '../platform/store';

/** The update banner (spec 01 section 2.8): "Update now" reloads, "Later" hides it. */
export function UpdateBanner() {
  const { t } = useTranslation();
  const version = useStore(appUpdateStore);
  if (!version) return null;
  return (
    // Bottom right, beneath dropdowns and modals: a notice, not an interruption.
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
      <Alert
        color="blue"
        icon={<IconRocket size={18} />}
        maw={440}
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        data-testid="update-banner"
      >
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('liveShell.update.message')}</Text>
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" onClick={() => applyAppUpdate()} data-testid="update-now">
              {t('liveShell.update.now')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              onClick={postponeAppUpdate}
              data-testid="update-later"
            >
              {t('liveShell.update.later')}
            </Button>
          </Group>
        </Group>
      </Alert>
    </Affix>
  );
}
