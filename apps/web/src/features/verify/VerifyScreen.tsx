import {
  Alert,
  Badge,
  Button,
  Grid,
  Group,
  NumberInput,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { MAX_QTY_INDEX, parseSlipScan, slipScanValue, type VerifyBody } from '@platfox/domain';
import { IconAlertCircle, IconQrcode } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenMeta, useRouteTitle } from '../../ui/routeMeta';
import { Fact } from '../../ui/Fact';
import { ItemCard } from '../../ui/ItemCard';
import { LeaveConfirmation } from '../../ui/LeaveConfirmation';
import { PageHeader } from '../../ui/PageHeader';
import { useLeaveGuard } from '../../ui/useLeaveGuard';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { refusalMessage, verifySlip, type VerifyResult } from '../scan/api';
import { useKeepFocus } from '../scan/useKeepFocus';

type View = VerifyBody['view'];

function VerifiedBadge({ at, testId }: { at: string | null; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={at ? 'teal' : 'gray'} variant="light" data-testid={testId}>
      {at ? t('scan.verify.verified') : t('scan.verify.notVerified')}
    </Badge>
  );
}

function ItemDetail({ result }: { result: VerifyResult }) {
  const { t, i18n } = useTranslation();
  const { item, unit } = result;
  const time = (at: string) =>
    new Date(at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <ItemCard
      title={item.productTitle}
      titleTestId="verify-product"
      badge={<VerifiedBadge at={unit.verifiedAt} testId="verify-unit-verified" />}
      p="lg"
      testId="verify-detail"
    >
      <Group gap="xl">
        <Fact label={t('scan.result.productType')} dir="auto">
          {item.productTypeName}
        </Fact>
        <Fact label={t('scan.verify.code')} testId="verify-code">
          {unit.scanValue}
        </Fact>
        <Fact label={t('scan.verify.quantity')}>{item.quantity}</Fact>
        <Fact label={t('scan.result.status')}>
          <OrderStatusBadge status={unit.status} testId="verify-unit-status" />
        </Fact>
        {unit.verifiedAt && (
          <Fact label={t('scan.verify.verifiedAt')}>{time(unit.verifiedAt)}</Fact>
        )}
      </Group>
      <Text fw={600} size="sm">
        {t('scan.verify.units')}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing={4} data-testid="verify-units">
          <Table.Tbody>
            {item.units.map((each) => (
              <Table.Tr
                key={each.id}
                fw={each.qtyIndex === unit.qtyIndex ? 700 : undefined}
                data-testid="verify-unit-row"
              >
                <Table.Td>{each.scanValue}</Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={each.status} />
                </Table.Td>
                <Table.Td>
                  <VerifiedBadge at={each.verifiedAt} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </ItemCard>
  );
}

function OrderSummary({ summary }: { summary: NonNullable<VerifyResult['summary']> }) {
  const { t } = useTranslation();
  const percent = summary.totalUnits ? (summary.verifiedUnits / summary.totalUnits) * 100 : 0;
  return (
    <Paper withBorder radius="md" p="lg" data-testid="verify-summary">
      <Stack gap="md">
        <Title order={4}>{t('scan.verify.summary')}</Title>
        <Fact label={t('scan.verify.order')} dir="ltr">
          {summary.orderId}
        </Fact>
        <Text size="sm" data-testid="verify-progress">
          {t('scan.verify.progress', {
            verified: summary.verifiedUnits,
            total: summary.totalUnits,
          })}
        </Text>
        <Progress value={percent} color={percent === 100 ? 'teal' : 'indigo'} />
        <Fact label={t('scan.verify.byStatus')}>
          <Group gap="xs">
            {Object.entries(summary.byStatus).map(([status, count]) => (
              <Group key={status} gap={4}>
                <OrderStatusBadge status={status} />
                <Text size="sm">× {count}</Text>
              </Group>
            ))}
          </Group>
        </Fact>
      </Stack>
    </Paper>
  );
}

/**
 * Verify (spec 03 section 7.5): a slip's unit is looked up by code and quantity index and marked
 * verified. The answer decides the view: with a summary object the order's summary shows next to
 * the item, otherwise the item's detail alone. Scanning the next slip stays on the screen, so a
 * summary session is not interrupted by its own scans.
 */
export function VerifyScreen({ view, initial }: { view: View; initial: string }) {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const route = useScreenMeta();
  const [current, setCurrent] = useState(initial.trim());
  const [value, setValue] = useState('');
  const [qtyIndex, setQtyIndex] = useState<number | string>('');
  const input = useRef<HTMLInputElement>(null);
  const refocus = useKeepFocus(input);

  const answer = useQuery({
    queryKey: ['printer-verify', view, current],
    enabled: current !== '',
    queryFn: () => {
      const { code, qtyIndex: index } = parseSlipScan(current);
      return verifySlip({ code, qtyIndex: index, view });
    },
    // Each look-up marks the unit verified; a cached answer would hide a newer state.
    gcTime: 0,
    staleTime: Infinity,
  });
  const result = answer.data;
  const summary = result?.summary;
  const isHalfDone = summary !== undefined && summary.verifiedUnits < summary.totalUnits;
  const guard = useLeaveGuard(Boolean(route?.hasLeaveConfirmation) && isHalfDone);

  const verify = () => {
    const scanned = value.trim();
    setValue('');
    refocus();
    if (scanned === '') return;
    const parsed = parseSlipScan(scanned);
    const index = typeof qtyIndex === 'number' ? qtyIndex : null;
    const next =
      parsed.qtyIndex === null && index !== null ? slipScanValue(parsed.code, index) : scanned;
    if (next === current) void answer.refetch();
    else setCurrent(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    verify();
  };

  const refusal = answer.error ? refusalMessage(answer.error, t('errors.connection')) : null;

  return (
    <>
      <PageHeader title={title} testId="verify-title" />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Group align="flex-end" gap="md">
            <TextInput
              ref={input}
              // At least 14rem: on a phone the slip takes its own line (beside the quantity index
              // its placeholder was cut to "Scan the sl").
              style={{ flex: '1 1 14rem' }}
              size="md"
              label={t('scan.verify.label')}
              placeholder={t('scan.verify.placeholder')}
              leftSection={<IconQrcode size={20} />}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              autoComplete="off"
              spellCheck={false}
              data-testid="verify-input"
            />
            <NumberInput
              w={140}
              size="md"
              label={t('scan.verify.qtyIndex')}
              min={1}
              max={MAX_QTY_INDEX}
              allowDecimal={false}
              value={qtyIndex}
              onChange={setQtyIndex}
              data-testid="verify-qty-index"
            />
            <Button
              size="md"
              onClick={verify}
              loading={answer.isFetching}
              data-testid="verify-submit"
            >
              {t('scan.verify.submit')}
            </Button>
          </Group>
        </Paper>
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} data-testid="verify-error">
            {refusal}
          </Alert>
        )}
        {!result && !refusal && !answer.isFetching && (
          <Text c="dimmed" data-testid="verify-empty">
            {t('scan.verify.empty')}
          </Text>
        )}
        {result && !refusal && (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: summary ? 7 : 12 }}>
              <ItemDetail result={result} />
            </Grid.Col>
            {summary && (
              <Grid.Col span={{ base: 12, md: 5 }}>
                <OrderSummary summary={summary} />
              </Grid.Col>
            )}
          </Grid>
        )}
      </Stack>
      <LeaveConfirmation guard={guard} />
    </>
  );
}
