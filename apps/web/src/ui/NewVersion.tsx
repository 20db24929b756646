import { Affix, Alert, Button, Center, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconRocket } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  noteStaleVersion,
  reloadPage,
  setNewVersionNoticeShown,
  staleVersionStore,
  takeAutomaticReload,
} from '../platform/staleVersion';
import { useStore } from '../platform/store';
import { allowUnload, hasUnsavedChanges } from './unsavedChanges';

/**
 * Asked only when a form holds unsaved changes, i.e. a screen is open: its module is then in a
 * chunk already loaded, so the import needs no request even when this build's files are gone. Not
 * in the entry: Mantine's modal brings its scroll area and floating-ui (issue 16).
 */
const ConfirmDialog = lazy(() =>
  import('./ConfirmDialog').then(({ ConfirmDialog: dialog }) => ({ default: dialog })),
);

/**
 * The Reload of the new-version notice. A form whose leave guard is on (it holds unsaved changes)
 * is asked about first: the reload would discard what was typed, and it must not go silently.
 * What the app keeps in storage (a data list's page, sort, filters and columns, the side menu, the
 * language, the session) is written as it changes, into storage a reload keeps, so it survives;
 * drafts kept on the server (a draft order) are saved by their own button.
 */
function useNewVersionReload() {
  const [isAsking, setAsking] = useState(false);
  return {
    isAsking,
    request: () => (hasUnsavedChanges() ? setAsking(true) : reloadPage()),
    confirm: () => {
      setAsking(false);
      // The user has just answered; the browser's own "leave site?" would ask a second time.
      allowUnload();
      reloadPage();
    },
    cancel: () => setAsking(false),
  };
}

function ReloadButton({
  reload,
  size,
}: {
  reload: ReturnType<typeof useNewVersionReload>;
  size?: 'xs';
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size={size}
        leftSection={<IconRefresh size={16} />}
        // Never squeezed by the banner's text.
        style={{ flexShrink: 0 }}
        onClick={reload.request}
        data-testid="new-version-reload"
      >
        {t('liveShell.newVersion.reload')}
      </Button>
      {reload.isAsking && (
        <Suspense fallback={null}>
          <ConfirmDialog
            opened
            title={t('liveShell.newVersion.unsavedTitle')}
            message={t('liveShell.newVersion.unsavedMessage')}
            confirmLabel={t('liveShell.newVersion.reloadAnyway')}
            isDanger
            onConfirm={reload.confirm}
            onClose={reload.cancel}
            testId="new-version-unsaved"
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * In place of a screen whose code is gone after an update (the route's error element), inside
 * whatever layout still stands. The failed screen is already off the page, so nothing typed in it
 * is on screen any more: one automatic reload per tab session is tried, unless a form elsewhere
 * holds unsaved changes or the browser is offline (a reload would then show the browser's own
 * error page). After that attempt the notice stays and the user reloads.
 */
export function NewVersionNotice() {
  const { t } = useTranslation();
  const reload = useNewVersionReload();

  useEffect(() => {
    noteStaleVersion();
    setNewVersionNoticeShown(true);
    return () => setNewVersionNoticeShown(false);
  }, []);

  useEffect(() => {
    if (hasUnsavedChanges() || !navigator.onLine) return;
    if (takeAutomaticReload()) reloadPage();
  }, []);

  return (
    <Center mih="60vh" p="xl" data-testid="new-version-notice">
      <Stack align="center" gap="sm" maw={520} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconRocket size={36} />
        </ThemeIcon>
        <Title order={2}>{t('liveShell.newVersion.title')}</Title>
        <Text c="dimmed">{t('liveShell.newVersion.page')}</Text>
        <Group mt="md">
          <ReloadButton reload={reload} />
        </Group>
      </Stack>
    </Center>
  );
}

/**
 * While the page still works but some code of it could not be loaded (a panel, a menu, a
 * language): a notice over the page, which stays with what was typed in it. Never reloads by
 * itself, for the same reason.
 */
export function NewVersionBanner() {
  const { t } = useTranslation();
  const isShown = useStore(staleVersionStore, (state) => state.isStale && !state.isNoticeShown);
  const reload = useNewVersionReload();
  if (!isShown) return null;
  return (
    // Below the top bar, beneath modals (the unsaved-changes question among them).
    <Affix
      position={{ top: 72, left: 16, right: 16 }}
      zIndex={150}
      style={{ pointerEvents: 'none' }}
    >
      <Alert
        color="blue"
        icon={<IconRocket size={18} />}
        title={t('liveShell.newVersion.title')}
        maw={560}
        mx="auto"
        style={{ pointerEvents: 'auto', boxShadow: 'var(--mantine-shadow-md)' }}
        data-testid="new-version-banner"
      >
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('liveShell.newVersion.banner')}</Text>
          <ReloadButton reload={reload} size="xs" />
        </Group>
      </Alert>
    </Affix>
  );
}
