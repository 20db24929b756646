import { Badge, Button, Group, Text } from '@mantine/core';
import type { Staff } from '@platfox/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { setStaffActive } from './api';

/**
 * A member's state with the action that flips it. Disabling signs the member out of any station
 * and stops their floor actions, so it asks first; activating is harmless and goes at once.
 */
export function StaffStateButton({ staff, onChanged }: { staff: Staff; onChanged: () => void }) {
  const { t } = useTranslation();
  const [isAsking, setAsking] = useState(false);
  const change = useMutation({
    mutationFn: (isActive: boolean) => setStaffActive(staff.id, isActive),
    onSuccess: () => {
      setAsking(false);
      onChanged();
    },
  });
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge color={staff.isActive ? 'teal' : 'red'} variant="light" data-testid="staff-state">
        {staff.isActive ? t('liveShell.staffList.active') : t('liveShell.staffList.disabled')}
      </Badge>
      {staff.isActive ? (
        <Button size="compact-xs" variant="subtle" color="red" onClick={() => setAsking(true)}>
          {t('liveShell.staffList.disable')}
        </Button>
      ) : (
        <Button
          size="compact-xs"
          variant="subtle"
          loading={change.isPending}
          onClick={() => change.mutate(true)}
        >
          {t('liveShell.staffList.activate')}
        </Button>
      )}
      <ConfirmDialog
        opened={isAsking}
        title={t('liveShell.staffList.disableTitle')}
        message={
          <Text size="sm">
            {t('liveShell.staffList.disableQuestion', { name: staff.fullName })}
          </Text>
        }
        confirmLabel={t('liveShell.staffList.disable')}
        isDanger
        isPending={change.isPending}
        onConfirm={() => change.mutate(false)}
        onClose={() => setAsking(false)}
        testId="staff-disable-confirm"
      />
    </Group>
  );
}
