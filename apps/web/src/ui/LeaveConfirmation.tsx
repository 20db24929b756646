import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LeaveGuard } from './useLeaveGuard';

/** The leave-or-stay question of a form with unsaved changes (see useLeaveGuard). */
export function LeaveConfirmation({ guard }: { guard: LeaveGuard }) {
  const { t } = useTranslation();
  return (
    <Modal opened={guard.isAsking} onClose={guard.stay} title={t('accounts.leave.title')} centered>
      <Text size="sm" data-testid="leave-confirmation">
        {t('accounts.leave.message')}
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={guard.stay} data-testid="leave-stay">
          {t('accounts.leave.stay')}
        </Button>
        <Button color="red" onClick={guard.leave} data-testid="leave-go">
          {t('accounts.leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
