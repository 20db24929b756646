import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { Leaderboard as Board, LeaderboardRow } from '@platfox/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../platform/i18n/formatMoney';
import { engagementApi, engagementKeys } from './api';

const scoreText = (board: Board, row: LeaderboardRow) =>
  board.condition === 'TOTAL_ORDER_VALUE' ? formatMoney(row.score) : String(row.score);

/** A contest's leaderboard: the top places, the reader's own place, and the winners once fixed. */
export function Leaderboard({ eventId, isSeller }: { eventId: string; isSeller: boolean }) {
  const { t } = useTranslation();
  const { data: board } = useQuery({
    queryKey: engagementKeys.leaderboard(eventId),
    queryFn: ({ signal }) => engagementApi.leaderboard(eventId, signal),
  });
  if (!board) return null;
  const isMeShown = board.rows.some((row) => row.isMe);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="leaderboard">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{t('engagement.leaderboard.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('engagement.leaderboard.participants', { count: board.participants })}
          </Text>
        </Group>
        <Text size="sm">
          {board.isFinal ? t('engagement.leaderboard.final') : t('engagement.leaderboard.running')}{' '}
          · {t(`engagement.conditions.${board.condition}`)}
        </Text>
        {board.me && (
          <Text fw={600} data-testid="leaderboard-my-place">
            {t('engagement.leaderboard.yourPlace', { place: board.me.place })}
          </Text>
        )}
        {board.rows.length === 0 ? (
          <Text c="dimmed">{t('engagement.leaderboard.empty')}</Text>
        ) : (
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{t('engagement.leaderboard.place')}</Table.Th>
                <Table.Th>{t('engagement.leaderboard.seller')}</Table.Th>
                <Table.Th ta="end">{t('engagement.leaderboard.score')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...board.rows, ...(board.me && !isMeShown ? [board.me] : [])].map((row) => (
                <Table.Tr
                  key={`${row.place}-${row.name}`}
                  fw={row.isMe ? 700 : undefined}
                  data-testid={row.isMe ? 'leaderboard-me' : 'leaderboard-row'}
                >
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      {row.isWinner && (
                        <IconTrophy size={16} color="var(--mantine-color-yellow-6)" />
                      )}
                      {row.place}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {row.name}
                      {row.isMe && <Badge size="xs">{t('engagement.leaderboard.you')}</Badge>}
                      {row.isWinner && (
                        <Badge size="xs" color="yellow">
                          {t('engagement.leaderboard.winner')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="end">{scoreText(board, row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {isSeller && !board.me && !board.isFinal && (
          <Text size="sm" c="dimmed">
            {t('engagement.leaderboard.notRanked')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
