import {
  idParamsSchema,
  networkAnswerSchema,
  networkChoicesAnswerSchema,
  networkCreateBodySchema,
  networkJoinBodySchema,
  networkMemberActionBodySchema,
  networkMemberParamsSchema,
  sellerNetworkAnswerSchema,
} from '@platfox/domain';
import { access, actorOf } from '../../platform/access';
import { errorResponses } from '../../platform/errors';
import type { App, Services } from '../../platform/types';
import { NetworkService } from './service';

const tags = ['networks'];
const errors = { ...errorResponses, 409: errorResponses[400] };
const ok = <T>(data: T) => ({ status: 200 as const, data });
const seller = access.types('SELLER');

/**
 * Seller networks (spec 03: "network (create, get, join PUT, action on member)"; admin
 * /a/networks and /a/network/:id). The admins' list is the data list's (`network`).
 */
export function networkRoutes(app: App, { database, live }: Services): void {
  const networks = new NetworkService(database.db, live);

  app.get('/api/seller/network', {
    config: { access: seller },
    schema: {
      tags,
      summary: "The seller's own network (members, activities) and the one they joined",
      response: { 200: sellerNetworkAnswerSchema, ...errors },
    },
    handler: async (request) => ok(await networks.ofSeller(actorOf(request).id)),
  });

  app.post('/api/seller/network', {
    config: { access: seller },
    schema: {
      tags,
      summary: 'Create the seller’s one network; its code is generated',
      body: networkCreateBodySchema,
      response: { 200: networkAnswerSchema, ...errors },
    },
    handler: async (request) => ok(await networks.create(actorOf(request).id, request.body)),
  });

  app.put('/api/seller/network/join', {
    config: { access: seller },
    schema: {
      tags,
      summary: 'Ask to join a network by its code; the member is PENDING until the owner acts',
      body: networkJoinBodySchema,
      response: { 200: sellerNetworkAnswerSchema, ...errors },
    },
    handler: async (request) => ok(await networks.join(actorOf(request).id, request.body.code)),
  });

  app.put('/api/seller/network/members/:userId', {
    config: { access: seller },
    schema: {
      tags,
      summary: "The owner's action on a member: APPROVE, BLOCK, CANCEL (decline) or KICK",
      params: networkMemberParamsSchema,
      body: networkMemberActionBodySchema,
      response: { 200: networkAnswerSchema, ...errors },
    },
    handler: async (request) =>
      ok(await networks.act(actorOf(request).id, request.params.userId, request.body.action)),
  });

  app.get('/api/networks/choices', {
    config: { access: access.admin('COUPON_DETAIL_ACCESS') },
    schema: {
      tags,
      summary: "Every network's id, code and owner, for a coupon's network audience",
      response: { 200: networkChoicesAnswerSchema, ...errors },
    },
    handler: async () => ok(await networks.choices()),
  });

  app.get('/api/networks/:id', {
    config: { access: access.admin('NETWORK_DETAIL_ACCESS') },
    schema: {
      tags,
      summary: 'One network with its members and activities',
      params: idParamsSchema,
      response: { 200: networkAnswerSchema, ...errors },
    },
    handler: async (request) => ok(await networks.view(request.params.id)),
  });
}
