import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useRouteTitle } from '../../ui/routeMeta';
import { ErrorPage } from '../../ui/ErrorPage';
import { PageHeader, useBackLink } from '../../ui/PageHeader';
import { networkKeys, networksApi } from './api';
import { NetworkView } from './NetworkView';

/** /a/network/:id: one network, its members and activities. Admins look; the owner acts. */
export default function NetworkPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const back = useBackLink('/a/networks');
  const { id = '' } = useParams();
  const { data, isError } = useQuery({
    queryKey: networkKeys.detail(id),
    queryFn: ({ signal }) => networksApi.get(id, signal),
    retry: false,
  });
  if (isError) return <ErrorPage status={404} />;
  return (
    <>
      <PageHeader title={title} back={{ to: back, label: t('title.networks') }} />
      {data ? (
        <NetworkView network={data} />
      ) : (
        <Center mih={200}>
          <Loader size="sm" aria-label={t('app.loading')} />
        </Center>
      )}
    </>
  );
}
