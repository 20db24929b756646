import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { requestStaffScan } from './staffSession';

/** A station's action needs a checked-in staff member: says so, with the button that asks for one. */
export function CheckInAlert({ testId }: { testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" data-testid={testId}>
      <Group justify="space-between">
        {t('slips.slip.checkIn')}
        <Button size="xs" variant="white" color="orange" onClick={requestStaffScan}>
          {t('slips.slip.checkInButton')}
        </Button>
      </Group>
    </Alert>
  );
}
