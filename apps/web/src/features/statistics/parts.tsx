import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { formatMoney } from '../../platform/i18n/formatMoney';

/**
 * The statistics screens' shared parts: a figure card, a grid of them, and a chart over time on
 * Mantine's charts (Recharts underneath). This module is loaded by the statistics screens only,
 * so the charting library never reaches the sign-in route.
 */
export function FigureCard({
  label,
  value,
  hint,
  to,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  to?: string;
  testId?: string;
}) {
  const card = (
    <Paper withBorder radius="md" p="md" h="100%" data-testid={testId}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={24} fw={700} data-testid={testId && `${testId}-value`}>
          {value}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </Paper>
  );
  return to ? (
    <Link to={to} style={{ textDecoration: 'none', color: 'inherit' }}>
      {card}
    </Link>
  ) : (
    card
  );
}

/**
 * A titled card holding a small table, or the line `empty` says instead when there is nothing to
 * list (false or undefined while there is), then an optional link below.
 */
export function TableCard({
  title,
  empty,
  footer,
  children,
}: {
  title: ReactNode;
  empty?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" miw={280}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {empty ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          children
        )}
        {footer}
      </Stack>
    </Paper>
  );
}

export function FigureGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

/** A period ("2026-11-03", or a month's first day) as the user's language writes it. */
export function usePeriodLabel(bucket: 'day' | 'month') {
  const { i18n } = useTranslation();
  return (period: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      timeZone: 'UTC',
      ...(bucket === 'day'
        ? { day: 'numeric', month: 'short' }
        : { month: 'short', year: 'numeric' }),
    }).format(new Date(`${period}T00:00:00Z`));
}

export const money = (cents: number) => formatMoney(cents);
export const dateTime = (iso: string) => formatDateTime(iso);

/** A bar chart of periods: one bar (or stacked part) per series, money or counts on the axis. */
export function TrendChart({
  title,
  data,
  series,
  isMoney = false,
  isStacked = false,
  testId,
}: {
  title: ReactNode;
  data: Record<string, string | number>[];
  series: BarChartSeries[];
  isMoney?: boolean;
  isStacked?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={4}>{title}</Title>
        {data.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid={testId && `${testId}-empty`}>
            {t('statistics.noData')}
          </Text>
        ) : (
          <BarChart
            h={260}
            data={data}
            dataKey="period"
            series={series}
            {...(isStacked ? { type: 'stacked' as const } : {})}
            withLegend={series.length > 1}
            tickLine="y"
            valueFormatter={(value) => (isMoney ? formatMoney(value) : value.toLocaleString())}
            yAxisProps={{ width: isMoney ? 90 : 50 }}
          />
        )}
      </Stack>
    </Paper>
  );
}

/** Colours of chart series, in order: distinct in light and dark, none red (red means error). */
export const SERIES_COLORS = [
  'blue.6',
  'teal.6',
  'violet.6',
  'orange.6',
  'cyan.6',
  'grape.6',
  'lime.7',
  'indigo.4',
];

/** A CSV file of rows (Excel, Numbers and Sheets open it); cells quoted where they need it. */
export function toCsv(rows: (string | number)[][]): Blob {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  // The byte-order mark tells Excel the file is UTF-8 (Arabic names survive).
  return new Blob(['\ufeff', rows.map((row) => row.map(cell).join(',')).join('\r\n')], {
    type: 'text/csv;charset=utf-8',
  });
}
