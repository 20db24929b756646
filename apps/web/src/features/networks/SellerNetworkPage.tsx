import {
  ActionIcon,
  Button,
  Center,
  CopyButton,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  NETWORK_RULES_MAX_LENGTH,
  needsNetworkConfirmation,
  type NetworkActionNeedingConfirmation,
  type NetworkMember,
  type NetworkMemberAction,
  type NetworkMembership,
} from '@platfox/domain';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../ui/routeMeta';
import { isApiError } from '../../platform/api';
import { PageHeader } from '../../ui/PageHeader';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Fact } from '../../ui/Fact';
import { networkKeys, networksApi, useRefreshNetworks } from './api';
import { MemberStatus, NetworkView } from './NetworkView';
import { Section } from '../../ui/Section';

/**
 * /s/network: the seller's own network (create it, share its code, act on members: BLOCK and KICK
 * ask first) and the network they belong to (join one by code, see their status).
 */
export default function SellerNetworkPage() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  const mine = useQuery({
    queryKey: networkKeys.mine,
    queryFn: ({ signal }) => networksApi.mine(signal),
  });
  return (
    <>
      <PageHeader title={title} />
      <Text size="sm" c="dimmed" mb="md">
        {t('networks.intro')}
      </Text>
      {mine.data ? (
        <Stack gap="lg">
          <Stack gap="sm">
            <Title order={3}>{t('networks.mine')}</Title>
            {mine.data.owned ? <OwnedNetwork network={mine.data.owned} /> : <CreateNetwork />}
          </Stack>
          {mine.data.membership ? (
            <Membership membership={mine.data.membership} />
          ) : (
            <JoinNetwork />
          )}
        </Stack>
      ) : mine.isError ? (
        <ApiErrorAlert error={mine.error} />
      ) : (
        <Center mih={200}>
          <Loader size="sm" aria-label={t('app.loading')} />
        </Center>
      )}
    </>
  );
}

function CreateNetwork() {
  const { t } = useTranslation();
  const refresh = useRefreshNetworks();
  const [rules, setRules] = useState('');
  const create = useMutation({
    mutationFn: () => networksApi.create({ rulesDescription: rules }),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('networks.create.done') });
      await refresh();
    },
  });
  return (
    <Section title={t('networks.create.title')}>
      <Textarea
        label={t('networks.fields.rulesDescription')}
        description={t('networks.create.hint')}
        rows={4}
        maxLength={NETWORK_RULES_MAX_LENGTH}
        value={rules}
        onChange={(event) => setRules(event.currentTarget.value)}
        data-testid="network-rules-input"
      />
      <ApiErrorAlert error={create.error} />
      <Group>
        <Button
          loading={create.isPending}
          onClick={() => create.mutate()}
          data-testid="network-create"
        >
          {t('networks.create.submit')}
        </Button>
      </Group>
    </Section>
  );
}

function OwnedNetwork({ network }: { network: Parameters<typeof NetworkView>[0]['network'] }) {
  const { t } = useTranslation();
  const refresh = useRefreshNetworks();
  const [confirming, setAsking] = useState<{
    member: NetworkMember;
    action: NetworkActionNeedingConfirmation;
  } | null>(null);
  const act = useMutation({
    mutationFn: ({ member, action }: { member: NetworkMember; action: NetworkMemberAction }) =>
      networksApi.act(member.userId, action),
    onSuccess: async (_network, { action }) => {
      setAsking(null);
      notifications.show({
        color: 'teal',
        message: t('networks.done', { action: t(`networks.actions.${action}`) }),
      });
      await refresh();
    },
  });
  const onAct = (member: NetworkMember, action: NetworkMemberAction) => {
    act.reset();
    if (needsNetworkConfirmation(action)) setAsking({ member, action });
    else act.mutate({ member, action });
  };
  return (
    <>
      <Text size="sm">{t('networks.share')}</Text>
      {!confirming && <ApiErrorAlert error={act.error} />}
      <NetworkView
        network={network}
        onAct={onAct}
        isActing={act.isPending}
        codeAside={
          <CopyButton value={network.code}>
            {({ copied, copy }) => (
              <Tooltip label={network.code}>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  onClick={copy}
                  aria-label={t('networks.fields.code')}
                  data-testid="network-code-copy"
                >
                  {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
      />
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming ? t(`networks.confirm.${confirming.action}.title`) : ''}
        message={
          confirming
            ? t(`networks.confirm.${confirming.action}.question`, {
                email: confirming.member.email,
              })
            : ''
        }
        confirmLabel={confirming ? t(`networks.actions.${confirming.action}`) : ''}
        isDanger
        isPending={act.isPending}
        onConfirm={() => confirming && act.mutate(confirming)}
        onClose={() => setAsking(null)}
        testId="network-confirm"
      >
        <ApiErrorAlert error={act.error} />
      </ConfirmDialog>
    </>
  );
}

function JoinNetwork() {
  const { t } = useTranslation();
  const refresh = useRefreshNetworks();
  const [code, setCode] = useState('');
  const join = useMutation({
    mutationFn: () => networksApi.join(code),
    onSuccess: async () => {
      notifications.show({ color: 'teal', message: t('networks.join.done') });
      await refresh();
    },
  });
  const fieldError = isApiError(join.error) ? join.error.errors.code : undefined;
  return (
    <Section title={t('networks.join.title')}>
      <Text size="sm" c="dimmed">
        {t('networks.join.hint')}
      </Text>
      <Group align="flex-end">
        <TextInput
          label={t('networks.join.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={fieldError}
          data-testid="network-join-code"
        />
        <Button
          loading={join.isPending}
          disabled={code.trim() === ''}
          onClick={() => join.mutate()}
          data-testid="network-join"
        >
          {t('networks.join.submit')}
        </Button>
      </Group>
      {!fieldError && <ApiErrorAlert error={join.error} />}
    </Section>
  );
}

function Membership({ membership }: { membership: NetworkMembership }) {
  const { t } = useTranslation();
  return (
    <Section title={t('networks.membership.title')} testId="network-membership">
      <Group gap="xl" align="flex-start">
        <Fact label={t('networks.fields.code')} dir="ltr">
          {membership.code}
        </Fact>
        <Fact label={t('networks.fields.owner')} dir="ltr">
          {membership.ownerEmail}
        </Fact>
        <Fact label={t('networks.membership.status')}>
          <MemberStatus status={membership.status} />
        </Fact>
      </Group>
      <Fact label={t('networks.fields.rulesDescription')} dir="auto">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {membership.rulesDescription || '—'}
        </Text>
      </Fact>
    </Section>
  );
}
