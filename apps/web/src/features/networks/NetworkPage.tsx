import { Button, Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Network, NetworkMember, NetworkStatus } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { useRouteTitle } from '../../ui/routeMeta';
import { ErrorPage } from '../../ui/ErrorPage';
import { PageHeader, useBackLink } from '../../ui/PageHeader';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { useMay } from '../engagement/may';
import { networkKeys, networksApi, useNetworkMutation } from './api';
import { NetworkView } from './NetworkView';

/**
 * /a/network/:id: one network, its members and activities. Admins with NETWORK_DETAIL_UPDATE
 * block or unblock it and remove members (blocking and removing ask first); the owner is told.
 */
export default function NetworkPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const back = useBackLink('/a/networks');
  const { id = '' } = useParams();
  const may = useMay();
  const { data, isError } = useQuery({
    queryKey: networkKeys.detail(id),
    queryFn: ({ signal }) => networksApi.get(id, signal),
    retry: false,
  });
  const canUpdate = may('NETWORK_DETAIL_UPDATE');
  const setStatus = useNetworkMutation({
    mutationFn: (status: NetworkStatus) => networksApi.setStatus(id, status),
    onSuccess: (_network: Network, status) =>
      void notifications.show({
        color: 'teal',
        message: t(status === 'BLOCKED' ? 'networks.admin.blocked' : 'networks.admin.unblocked'),
      }),
  });
  const remove = useNetworkMutation({
    mutationFn: (member: NetworkMember) => networksApi.removeMember(id, member.userId),
    onSuccess: () =>
      void notifications.show({ color: 'teal', message: t('networks.admin.removed') }),
  });
  const block = useConfirmedAction<Network>({
    title: t('networks.admin.confirmBlock.title'),
    message: (network) => t('networks.admin.confirmBlock.question', { code: network.code }),
    confirmLabel: t('networks.admin.block'),
    isDanger: true,
    testId: 'network-block-confirm',
    run: () => setStatus.mutateAsync('BLOCKED'),
  });
  const removal = useConfirmedAction<NetworkMember>({
    title: t('networks.confirm.KICK.title'),
    message: (member) => t('networks.admin.confirmRemove', { email: member.email }),
    confirmLabel: t('networks.actions.KICK'),
    isDanger: true,
    testId: 'network-remove-confirm',
    run: (member) => remove.mutateAsync(member),
  });
  if (isError) return <ErrorPage status={404} />;
  const actions =
    data && canUpdate ? (
      data.status === 'ACTIVE' ? (
        <Button
          color="red"
          variant="light"
          onClick={() => block.ask(data)}
          data-testid="network-block"
        >
          {t('networks.admin.block')}
        </Button>
      ) : (
        <Button
          loading={setStatus.isPending}
          onClick={() => setStatus.mutate('ACTIVE')}
          data-testid="network-unblock"
        >
          {t('networks.admin.unblock')}
        </Button>
      )
    ) : undefined;
  return (
    <>
      <PageHeader title={title} back={{ to: back, label: t('title.networks') }} actions={actions} />
      {/* Unblocking asks nothing, so its refusal shows here; the dialogs show their own. */}
      <ApiErrorAlert error={setStatus.variables === 'ACTIVE' ? setStatus.error : null} />
      {data ? (
        <NetworkView
          network={data}
          {...(canUpdate ? { onRemove: removal.ask } : {})}
          isActing={remove.isPending}
        />
      ) : (
        <Center mih={200}>
          <Loader size="sm" aria-label={t('app.loading')} />
        </Center>
      )}
      {block.dialog}
      {removal.dialog}
    </>
  );
}
