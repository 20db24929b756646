import { auditEndpoints as endpoints } from '@platfox/domain';
import type { FastifyRequest } from 'fastify';
import { actedBy } from '../../platform/access';
import { ok, serve, serveAnswer, serveAs } from '../../platform/serve';
import type { App } from '../../platform/types';
import type { Services } from '../../services';
import { announceOrder } from '../orders/index';
import { ProductionService } from '../production/index';
import { actOnItems, refundItem, setItemNote, type ByIdsAction } from './item-actions';
import { itemTrail, orderFacts, orderTrail } from './service';

/** The admin's item actions (spec 03 sections 6, 7.4) and the audit trail's reads (issue 19). */
export function auditRoutes(app: App, { database, live }: Services): void {
  const { db } = database;
  const production = new ProductionService(db, live);

  const byIds = async (request: FastifyRequest, ids: string[], action: ByIdsAction) => {
    const acted = await db.transaction((tx) => actOnItems(tx, actedBy(request), ids, action));
    // After the commit: the sellers and the open lists hear each changed order.
    for (const [orderId, sellerId] of acted.orders) {
      announceOrder(live, db, {
        orderId,
        sellerId,
        event: action === 'cancel' ? 'order_canceled' : 'order_updated',
        kind: 'updated',
        changedItemIds: acted.changed,
      });
    }
    return ok({ changed: acted.changed, refused: acted.refused });
  };
  serve(app, endpoints.approveItems, (request) => byIds(request, request.body.ids, 'approve'));
  serve(app, endpoints.cancelItems, (request) => byIds(request, request.body.ids, 'cancel'));
  serve(app, endpoints.completeItems, (request) => byIds(request, request.body.ids, 'complete'));

  serve(app, endpoints.refundItem, async (request) => {
    const done = await db.transaction((tx) =>
      refundItem(
        tx,
        actedBy(request),
        request.params.id,
        request.body,
        request.headers['idempotency-key'],
      ),
    );
    if (!done.isReplay) {
      announceOrder(live, db, {
        orderId: done.orderId,
        sellerId: done.sellerId,
        event: 'order_updated',
        kind: 'updated',
        changedItemIds: [request.params.id],
      });
    }
    const { sellerId: _seller, orderId: _order, ...data } = done;
    return ok(data);
  });

  serveAnswer(app, endpoints.adminComingStockDate, (request) =>
    production.adminComingDate(actedBy(request), request.params.id, request.body),
  );

  serve(app, endpoints.putItemNote, async (request) => {
    const done = await db.transaction((tx) =>
      setItemNote(tx, actedBy(request), request.params.id, request.body.note),
    );
    return ok({ note: done.note });
  });

  serveAs(app, endpoints.getOrderFacts, (actor, request) =>
    orderFacts(db, actor, request.params.id),
  );
  serveAs(app, endpoints.getOrderTrail, (actor, request) =>
    orderTrail(db, actor, request.params.id),
  );
  serveAnswer(app, endpoints.getOrderItemTrail, (request) => itemTrail(db, request.params.id));
}
