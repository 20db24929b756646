import { SimpleGrid } from '@mantine/core';
import { useRouteTitle } from '../../ui/routeMeta';
import { PageHeader } from '../../ui/PageHeader';
import { PrinterFind } from './PrinterFind';
import { PrinterStatistic } from './PrinterStatistic';

/** /p/statistic-and-find (issue 6): the printer's counts by status beside the find box. */
export default function StatisticAndFindPage() {
  const title = useRouteTitle();
  return (
    <>
      <PageHeader title={title} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <PrinterStatistic />
        <PrinterFind />
      </SimpleGrid>
    </>
  );
}
