import type { DataListQuery } from '@platfox/domain';
import { dataListQuerySchema } from '@platfox/domain';
import type { Database } from '../../apps/server/src/platform/db';
import type { Actor } from '../../apps/server/src/modules/auth/service';
import { listRegistry } from '../../apps/server/src/modules/data-lists/models';
import { DataListService } from '../../apps/server/src/modules/data-lists/service';
import { percentile, silentLive } from '../lib/server';

const monthAgo = () => new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

/** The five typical notification-list queries of the issue: first page of 20, sorted, with total. */
export function typicalQueries(): Record<string, DataListQuery> {
  const page = { page: 1, pageSize: 20 };
  const newest = [{ field: 'sentAt', direction: 'desc' as const }];
  return {
    'by user and read state (unread)': {
      model: 'notification',
      filters: [{ field: 'isRead', operation: 'eq', value: false }],
      sorting: newest,
      pagination: page,
    },
    'text contains': {
      model: 'notification',
      filters: [{ field: 'title', operation: 'ct', value: '#1234' }],
      sorting: newest,
      pagination: page,
    },
    'date range (last 30 days)': {
      model: 'notification',
      filters: [
        {
          field: 'sentAt',
          operation: 'between',
          value: { startDate: monthAgo(), endDate: today() },
        },
      ],
      sorting: [{ field: 'title', direction: 'asc' }],
      pagination: page,
    },
    'in-list (two types)': {
      model: 'notification',
      filters: [{ field: 'type', operation: 'in', value: ['TRACKING_UPDATE', 'TRANSACTION'] }],
      sorting: newest,
      pagination: page,
    },
    'OR of two fields': {
      model: 'notification',
      filterType: 'OR',
      filters: [
        { field: 'title', operation: 'ct', value: 'refunded' },
        { field: 'type', operation: 'in', value: ['ISSUE'] },
      ],
      sorting: newest,
      pagination: page,
    },
  };
}

export type QueryFigure = {
  name: string;
  p50: number;
  p95: number;
  total: number;
  estimated: boolean;
};

/** Runs each query `rounds` times (after two warm-ups) through the data-list service itself. */
export async function measureQueries(
  database: Database,
  actor: Actor,
  rounds = 50,
): Promise<QueryFigure[]> {
  const service = new DataListService(database.db, listRegistry, silentLive);
  const call = { featureToken: undefined, isFeatureTokenValid: async () => false };
  const figures: QueryFigure[] = [];
  for (const [name, query] of Object.entries(typicalQueries())) {
    const parsed = dataListQuerySchema.parse(query);
    const timings: number[] = [];
    let last = { total: 0, isTotalEstimated: false };
    for (let round = -2; round < rounds; round += 1) {
      const started = performance.now();
      last = await service.list(actor, parsed, call);
      if (round >= 0) timings.push(performance.now() - started);
    }
    figures.push({
      name,
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      total: last.total,
      estimated: last.isTotalEstimated,
    });
  }
  return figures;
}
