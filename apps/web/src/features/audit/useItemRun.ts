import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRefreshAudit } from './api';

/**
 * Runs one of the item's actions: the server's refusal is shown as it answered it (a red toast),
 * a success refreshes the item, its order and their trails.
 */
export function useItemRun(onChanged: () => void) {
  const { t } = useTranslation();
  const refreshAudit = useRefreshAudit();
  const [running, setRunning] = useState<string | null>(null);
  const run = async (key: string, action: () => Promise<unknown>): Promise<boolean> => {
    setRunning(key);
    try {
      const answer = await action();
      const refused = (answer as { refused?: { message: string }[] } | undefined)?.refused;
      if (refused && refused.length > 0) {
        notifications.show({
          color: 'red',
          message: t('audit.actions.refused', { message: refused[0]!.message }),
        });
        return false;
      }
      notifications.show({ color: 'teal', message: t('audit.actions.done') });
      return true;
    } catch (error) {
      notifications.show({
        color: 'red',
        message: error instanceof Error ? error.message : String(error),
      });
      return false;
    } finally {
      setRunning(null);
      refreshAudit();
      onChanged();
    }
  };
  return { run, running };
}
