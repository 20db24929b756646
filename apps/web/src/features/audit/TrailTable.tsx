import { Badge, Loader, Table, Text } from '@mantine/core';
import type { TraceLog } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../platform/i18n/formatDate';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { auditApi, auditKeys } from './api';
import { TraceLineText } from './TraceLineText';
import { SimpleTable } from '../../ui/SimpleTable';

/**
 * An order's or an item's own trail: who did what, when, from which address (issue 19). A line
 * without actor was written by a payment provider's answer or a job ("System").
 */
export function TrailTable({ of, id }: { of: 'order' | 'item'; id: string }) {
  const { t } = useTranslation();
  const trail = useQuery({
    queryKey: of === 'order' ? auditKeys.orderTrail(id) : auditKeys.itemTrail(id),
    queryFn: ({ signal }) =>
      of === 'order' ? auditApi.orderTrail(id, signal) : auditApi.itemTrail(id, signal),
  });
  if (trail.isPending) return <Loader size="xs" aria-label={t('app.loading')} />;
  if (trail.isError) return <ApiErrorAlert error={trail.error} />;
  if (trail.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="trail-empty">
        {t('audit.trail.empty')}
      </Text>
    );
  }
  return (
    <SimpleTable
      minWidth={560}
      headers={[
        t('audit.trail.when'),
        t('audit.trail.who'),
        t('audit.fields.type'),
        t('audit.trail.what'),
        t('audit.trail.address'),
      ]}
      verticalSpacing={4}
      testId="trail"
    >
      {trail.data.map((line) => (
        <TrailLine key={line.id} line={line} />
      ))}
    </SimpleTable>
  );
}

function TrailLine({ line }: { line: TraceLog }) {
  const { t } = useTranslation();
  return (
    <Table.Tr data-testid="trail-line">
      {/* The time on one line and the type whole: on a phone the time broke into four lines
          and the type read "S…"; the table scrolls in its card instead. */}
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(line.createdAt)}</Table.Td>
      <Table.Td data-testid="trail-actor">
        {line.actorEmail ? (
          // An e-mail is a technical value: isolated, so right-to-left text keeps its order.
          <bdi dir="ltr">{line.actorEmail}</bdi>
        ) : (
          t('audit.trail.system')
        )}
      </Table.Td>
      <Table.Td>
        <Badge
          variant="light"
          size="sm"
          style={{ minWidth: 'max-content', overflow: 'visible' }}
          data-testid="trail-type"
        >
          {t(`audit.types.${line.type}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <TraceLineText description={line.description} testId="trail-what" />
      </Table.Td>
      <Table.Td>
        <Text size="xs" ff="monospace" dir="ltr" component="bdi">
          {line.ip ?? '—'}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
