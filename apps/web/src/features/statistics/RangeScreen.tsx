import { Stack } from '@mantine/core';
import type { StatisticRangeQuery } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { PageLoader } from '../../ui/FullPageLoader';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteTitle } from '../../ui/routeMeta';
import { statisticsKeys } from './api';
import { RangePicker, useStatisticRange } from './RangePicker';

type Read<T> = (query: StatisticRangeQuery, options: { signal?: AbortSignal }) => Promise<T>;

/**
 * The frame of a statistics screen over a range: the route's title (with `actions` once the
 * figures are in), the range picker, then the figures the read answers for the range. While a new
 * range loads, the last figures stay on screen instead of a loader.
 */
export function RangeScreen<T>({
  name,
  read,
  actions,
  children,
}: {
  /** The read's part of the query key. */
  name: string;
  read: Read<T>;
  actions?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}) {
  const title = useRouteTitle();
  const range = useStatisticRange();
  const statistics = useQuery({
    queryKey: statisticsKeys.of(name, range.query),
    queryFn: ({ signal }) => read(range.query, { signal }),
    placeholderData: (previous) => previous,
  });
  const data = statistics.data;
  return (
    <>
      <PageHeader title={title} actions={data && actions?.(data)} />
      <Stack gap="lg">
        <RangePicker state={range} />
        {statistics.error && <ApiErrorAlert error={statistics.error} />}
        {data ? children(data) : !statistics.error && <PageLoader />}
      </Stack>
    </>
  );
}
