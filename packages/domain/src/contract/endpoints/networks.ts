import { endpoint } from '../endpoint';
import { access } from '../access';
import { idParamsSchema } from '../../schemas/accounts';
import {
  networkAnswerSchema,
  networkChoicesAnswerSchema,
  networkCreateBodySchema,
  networkJoinBodySchema,
  networkMemberActionBodySchema,
  networkAndMemberParamsSchema,
  networkMemberParamsSchema,
  networkStatusBodySchema,
  sellerNetworkAnswerSchema,
} from '../../schemas/networks';

const seller = access.types('SELLER');

/** The networks endpoints (server: serve(); web: call()). */
export const networkEndpoints = {
  getSellerNetwork: endpoint({
    method: 'GET',
    path: '/seller/network',
    tags: ['networks'],
    summary: "The seller's own network (members, activities) and the one they joined",
    access: seller,
    answer: sellerNetworkAnswerSchema,
    errors: [409],
  }),
  postSellerNetwork: endpoint({
    method: 'POST',
    path: '/seller/network',
    tags: ['networks'],
    summary: 'Create the seller’s one network; its code is generated',
    access: seller,
    body: networkCreateBodySchema,
    answer: networkAnswerSchema,
    errors: [409],
  }),
  putSellerNetworkJoin: endpoint({
    method: 'PUT',
    path: '/seller/network/join',
    tags: ['networks'],
    summary: 'Ask to join a network by its code; the member is PENDING until the owner acts',
    access: seller,
    body: networkJoinBodySchema,
    answer: sellerNetworkAnswerSchema,
    errors: [409],
  }),
  putSellerNetworkMembersOne: endpoint({
    method: 'PUT',
    path: '/seller/network/members/:userId',
    tags: ['networks'],
    summary: "The owner's action on a member: APPROVE, BLOCK, CANCEL (decline) or KICK",
    access: seller,
    params: networkMemberParamsSchema,
    body: networkMemberActionBodySchema,
    answer: networkAnswerSchema,
    errors: [409],
  }),
  getNetworksChoices: endpoint({
    method: 'GET',
    path: '/networks/choices',
    tags: ['networks'],
    summary: "Every network's id, code and owner, for a coupon's network audience",
    access: access.admin('COUPON_DETAIL_ACCESS'),
    answer: networkChoicesAnswerSchema,
    errors: [409],
  }),
  getNetworksOne: endpoint({
    method: 'GET',
    path: '/networks/:id',
    tags: ['networks'],
    summary: 'One network with its members and activities',
    access: access.admin('NETWORK_DETAIL_ACCESS'),
    params: idParamsSchema,
    answer: networkAnswerSchema,
    errors: [409],
  }),
  putNetworksOneStatus: endpoint({
    method: 'PUT',
    path: '/networks/:id/status',
    tags: ['networks'],
    summary:
      'Block or unblock a whole network: a blocked one takes no joins and its owner cannot act on members',
    access: access.admin('NETWORK_DETAIL_UPDATE'),
    params: idParamsSchema,
    body: networkStatusBodySchema,
    answer: networkAnswerSchema,
    errors: [409],
  }),
  deleteNetworksOneMembersOne: endpoint({
    method: 'DELETE',
    path: '/networks/:id/members/:userId',
    tags: ['networks'],
    summary: "An admin removes (kicks) a member of a network; the network's owner is notified",
    access: access.admin('NETWORK_DETAIL_UPDATE'),
    params: networkAndMemberParamsSchema,
    answer: networkAnswerSchema,
    errors: [409],
  }),
};
