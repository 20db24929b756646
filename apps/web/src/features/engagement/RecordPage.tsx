import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { detailGate } from '../../ui/detailGate';
import { PageHeader } from '../../ui/PageHeader';
import { useRouteMode, useRouteTitle } from '../../ui/routeMeta';

/**
 * A record's page at /a/<x>/create and /a/<x>/:id (?m=view or ?m=edit): the route's title over
 * the form, which starts from the record read (keyed by its update time) or from blank.
 */
export function RecordPage<T extends { updatedAt: string }>({
  queryKey,
  read,
  render,
}: {
  queryKey: (id: string) => QueryKey;
  read: (id: string, signal: AbortSignal) => Promise<T>;
  render: (record: T | null, readOnly: boolean) => ReactNode;
}) {
  const title = useRouteTitle();
  const mode = useRouteMode();
  const { id = '' } = useParams();
  const isCreate = mode === 'create';
  const record = useQuery({
    queryKey: queryKey(id),
    queryFn: ({ signal }) => read(id, signal),
    enabled: !isCreate,
    retry: false,
  });
  const gate = isCreate ? null : detailGate(id, record);
  return (
    <>
      <PageHeader title={title} />
      {gate ?? render(isCreate ? null : record.data!, !isCreate && mode !== 'edit')}
    </>
  );
}
