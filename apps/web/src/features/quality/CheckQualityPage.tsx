import { Alert, Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { CheckQualityResult } from '@platfox/domain';
import { IconCheck, IconArrowBackUp } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { PageHeader } from '../../ui/PageHeader';
import { beep } from '../scan/beep';
import { timezoneOffset } from '../staff/api';
import { requestStaffScan, staffStore } from '../staff/staffSession';
import { CompletedPhotoUpload } from '../production/CompletedPhotoUpload';
import { checkQuality } from './api';

type Checked = { orderItemId: string; qtyIndex: number; message: string };

/**
 * /p/check-quality: a checked-in staff member scans a finished unit's slip and passes it (on to
 * ready to delivery, as the flow table allows) or returns it with the reason; photos of the
 * completed product are then added to that item.
 */
export default function CheckQualityPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  const check = useMutation({
    mutationFn: (result: CheckQualityResult) => {
      const staffId = staffStore.get().staffId;
      if (!staffId) {
        requestStaffScan();
        throw new Error(t('quality.noStaff'));
      }
      return checkQuality({
        code: code.trim(),
        result,
        staffId,
        timezoneOffset: timezoneOffset(),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
    },
    onMutate: () => setRefusal(null),
    onSuccess: (answer, result) => {
      beep();
      const { data } = answer;
      const key = result === 'PASS' ? 'quality.passDone' : 'quality.returnDone';
      setChecked({
        orderItemId: data.orderItemId,
        qtyIndex: data.qtyIndex,
        message: t(key, {
          title: data.productTitle,
          index: data.qtyIndex,
          from: data.from,
          to: data.to,
        }),
      });
      setCode('');
      setReason('');
    },
    onError: (error) => setRefusal(error.message),
    onSettled: () => codeInput.current?.focus(),
  });

  const hasCode = code.trim() !== '';
  return (
    <>
      <PageHeader title={title} />
      <Card withBorder mb="lg">
        <Stack gap="sm">
          <Text size="sm">{t('quality.intro')}</Text>
          <TextInput
            ref={codeInput}
            label={t('quality.code')}
            placeholder={t('quality.codePlaceholder')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            onKeyDown={(event) => {
              // A keyboard-wedge scanner ends with Enter: the common case passes the unit.
              if (event.key === 'Enter' && hasCode && !check.isPending) check.mutate('PASS');
            }}
            autoFocus
            data-testid="quality-code"
          />
          <Textarea
            label={t('quality.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            rows={2}
            data-testid="quality-reason"
          />
          <Group>
            <Button
              color="green"
              leftSection={<IconCheck size={16} />}
              disabled={!hasCode}
              loading={check.isPending && check.variables === 'PASS'}
              onClick={() => check.mutate('PASS')}
              data-testid="quality-pass"
            >
              {t('quality.passed')}
            </Button>
            <Button
              color="orange"
              leftSection={<IconArrowBackUp size={16} />}
              disabled={!hasCode || reason.trim() === ''}
              loading={check.isPending && check.variables === 'RETURN'}
              onClick={() => check.mutate('RETURN')}
              data-testid="quality-return"
            >
              {t('quality.returned')}
            </Button>
          </Group>
          {refusal && (
            <Alert color="red" data-testid="quality-refusal">
              {refusal}
            </Alert>
          )}
          {checked && (
            <Alert color="green" data-testid="quality-done">
              {checked.message}
            </Alert>
          )}
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="sm">
          <Text fw={500}>{t('quality.photos')}</Text>
          {checked === null ? (
            <Text size="sm" c="dimmed">
              {t('quality.noItem')}
            </Text>
          ) : (
            <CompletedPhotoUpload itemId={checked.orderItemId} qtyIndex={checked.qtyIndex} />
          )}
        </Stack>
      </Card>
    </>
  );
}
