import { Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import {
  networkActionsFor,
  type Network,
  type NetworkMember,
  type NetworkMemberAction,
  type NetworkMemberStatus,
} from '@platfox/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Isolated } from '../../ui/Bidi';
import { Fact } from '../../ui/Fact';
import { StatusBadge } from '../../ui/StatusBadge';
import { SimpleTable } from '../../ui/SimpleTable';
import { Section } from '../../ui/Section';

export function MemberStatus({ status }: { status: NetworkMemberStatus }) {
  return <StatusBadge status={status} testId="network-member-status" />;
}

const when = (iso: string) => new Date(iso).toLocaleString();

/**
 * A network as its owner or an admin sees it: code, owner, status, rules, members and the
 * activities log. `onAct` (the owner's page) offers each member the actions their status allows;
 * `onRemove` (an admin's page, with the permission) offers each member's removal.
 */
export function NetworkView({
  network,
  onAct,
  onRemove,
  isActing = false,
  codeAside,
}: {
  network: Network;
  onAct?: (member: NetworkMember, action: NetworkMemberAction) => void;
  onRemove?: (member: NetworkMember) => void;
  isActing?: boolean;
  /** Beside the code, e.g. the owner's copy button. */
  codeAside?: ReactNode;
}) {
  const { t } = useTranslation();
  // A blocked network's owner cannot act on members (the server refuses): no buttons then.
  const ownerActs = network.status === 'ACTIVE' ? onAct : undefined;
  const hasActions = Boolean(ownerActs ?? onRemove);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group gap="xl" align="flex-start">
          <Fact label={t('networks.fields.code')} testId="network-code" dir="ltr">
            <Group gap="xs">
              <Text ff="monospace" fw={600}>
                {network.code}
              </Text>
              {codeAside}
            </Group>
          </Fact>
          <Fact label={t('networks.fields.owner')} testId="network-owner" dir="auto">
            <Isolated>{network.ownerFullName}</Isolated>{' '}
            <Isolated>&lt;{network.ownerEmail}&gt;</Isolated>
          </Fact>
          <Fact label={t('networks.fields.status')}>
            <StatusBadge status={network.status} testId="network-status" />
          </Fact>
          <Fact label={t('networks.fields.createdAt')}>
            <Isolated>{when(network.createdAt)}</Isolated>
          </Fact>
        </Group>
        <Stack gap={2} mt="md">
          <Text size="xs" c="dimmed">
            {t('networks.fields.rulesDescription')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="network-rules">
            {network.rulesDescription || '—'}
          </Text>
        </Stack>
      </Paper>
      <Section title={t('networks.fields.members')}>
        {network.members.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="network-no-members">
            {t('networks.noMembers')}
          </Text>
        ) : (
          <SimpleTable
            minWidth={560}
            headers={[
              t('networks.fields.fullName'),
              t('networks.fields.email'),
              t('networks.fields.status'),
              t('networks.fields.joinedAt'),
              hasActions ? null : false,
            ]}
            isStriped
          >
            {network.members.map((member) => (
              <Table.Tr key={member.userId} data-testid="network-member">
                <Table.Td>{member.fullName}</Table.Td>
                <Table.Td>{member.email}</Table.Td>
                <Table.Td>
                  <MemberStatus status={member.status} />
                </Table.Td>
                <Table.Td>{when(member.joinedAt)}</Table.Td>
                {hasActions && (
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {ownerActs &&
                        networkActionsFor(member.status).map((action) => (
                          <Button
                            key={action}
                            size="compact-sm"
                            variant={action === 'APPROVE' ? 'filled' : 'light'}
                            color={action === 'APPROVE' ? undefined : 'red'}
                            disabled={isActing}
                            onClick={() => ownerActs(member, action)}
                            data-testid={`network-action-${action}`}
                          >
                            {t(`networks.actions.${action}`)}
                          </Button>
                        ))}
                      {onRemove && (
                        <Button
                          size="compact-sm"
                          variant="light"
                          color="red"
                          disabled={isActing}
                          onClick={() => onRemove(member)}
                          data-testid="network-remove-member"
                        >
                          {t('networks.actions.KICK')}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </SimpleTable>
        )}
      </Section>
      <Section title={t('networks.activities')}>
        {network.activities.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('networks.noActivities')}
          </Text>
        ) : (
          <Stack gap={4}>
            {network.activities.map((activity) => (
              <Text size="sm" key={activity.id} data-testid="network-activity">
                <Text span c="dimmed" size="xs" me="xs">
                  <Isolated>{when(activity.createdAt)}</Isolated>
                </Text>
                <Isolated>{activity.actorEmail ?? '—'}</Isolated>:{' '}
                {t(`networks.activityKinds.${activity.kind}`)}
                {activity.memberEmail && activity.memberEmail !== activity.actorEmail ? (
                  <>
                    {' ('}
                    <Isolated>{activity.memberEmail}</Isolated>)
                  </>
                ) : null}
              </Text>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
