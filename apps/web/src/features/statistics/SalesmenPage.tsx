import { Button, CopyButton, Table } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../platform/session';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageLoader } from '../../ui/FullPageLoader';
import { PageHeader } from '../../ui/PageHeader';
import { Section } from '../../ui/Section';
import { SimpleTable } from '../../ui/SimpleTable';
import { useRouteTitle } from '../../ui/routeMeta';
import { statisticsApi, statisticsKeys } from './api';
import { dateTime } from './parts';
import { Isolated, Ltr } from '../../ui/Bidi';

/** The registration link that carries a salesman's sale code (kept by the sign-up page). */
export const registrationLink = (saleCode: string) =>
  `${window.location.origin}/register?saleCode=${encodeURIComponent(saleCode)}`;

/** Salesmen (/a/salesman): each with their sale code, their link and the sellers they brought. */
export default function SalesmenPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const user = useCurrentUser();
  const canCreate =
    user?.type === 'ROOT' || (user?.permissions.includes('SALE_MAN_DETAIL_CREATE') ?? false);
  const salesmen = useQuery({
    queryKey: statisticsKeys.salesmen,
    queryFn: ({ signal }) => statisticsApi.salesmen({ signal }),
  });
  return (
    <>
      <PageHeader
        title={title}
        actions={
          canCreate && (
            <Button component={Link} to="/a/salesman/create" leftSection={<IconPlus size={16} />}>
              {t('statistics.salesmen.create')}
            </Button>
          )
        }
      />
      {salesmen.error && <ApiErrorAlert error={salesmen.error} />}
      {!salesmen.data ? (
        !salesmen.error && <PageLoader />
      ) : (
        <Section title={t('statistics.salesmen.all')} testId="salesmen">
          <SimpleTable
            minWidth={720}
            isStriped
            headers={[
              t('statistics.salesmen.name'),
              t('statistics.kpi.saleCode'),
              t('statistics.salesmen.contact'),
              t('statistics.kpi.totalUsers'),
              t('statistics.salesmen.createdAt'),
              null,
            ]}
          >
            {salesmen.data.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={6} c="dimmed">
                  {t('statistics.salesmen.none')}
                </Table.Td>
              </Table.Tr>
            )}
            {salesmen.data.map((row) => (
              <Table.Tr key={row.id} data-testid="salesman-row">
                <Table.Td>
                  <Isolated>{row.name}</Isolated>
                </Table.Td>
                <Table.Td ff="monospace">
                  <Ltr>{row.saleCode}</Ltr>
                </Table.Td>
                <Table.Td>
                  <Ltr>{[row.email, row.phone].filter(Boolean).join(' · ')}</Ltr>
                </Table.Td>
                <Table.Td>{row.sellers.toLocaleString()}</Table.Td>
                <Table.Td>{dateTime(row.createdAt)}</Table.Td>
                <Table.Td>
                  <CopyButton value={registrationLink(row.saleCode)}>
                    {({ copied, copy }) => (
                      <Button size="xs" variant="light" onClick={copy}>
                        {copied
                          ? t('statistics.salesmen.copied')
                          : t('statistics.salesmen.copyLink')}
                      </Button>
                    )}
                  </CopyButton>
                </Table.Td>
              </Table.Tr>
            ))}
          </SimpleTable>
        </Section>
      )}
    </>
  );
}
