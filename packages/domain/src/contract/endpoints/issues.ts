import { UPLOAD_SIZE_LIMIT_KB } from '../../limits';
import { idParamsSchema } from '../../schemas/accounts';
import {
  adminIssueMessageBodySchema,
  claimWindowAnswerSchema,
  issueAnswerSchema,
  issueImageAnswerSchema,
  issueImageParamsSchema,
  issueMessageBodySchema,
  issueReportBodySchema,
  issueResolveBodySchema,
  issueSortingBodySchema,
  issueStatusBodySchema,
} from '../../schemas/issues';
import { access, sessionOnly } from '../access';
import { FILE_ANSWER, MULTIPART, endpoint } from '../endpoint';

const tags = ['issues'];
const seller = access.types('SELLER');
const printer = access.types('PRINTER');
/**
 * The spec's admin permissions name no issue area (spec 03 section 3.1); an issue is about order
 * items, so reading one needs the order items' detail permission and acting on it their update.
 */
const adminReads = access.admin('ORDER_ITEM_DETAIL_ACCESS');
const adminWrites = access.admin('ORDER_ITEM_DETAIL_UPDATE');

/**
 * Support issues (spec 03 sections 3.5, 4 and 7.3; issue 19). Each role has its own paths and
 * sees its own side: the seller `conversation`, the printer `printerConversation` (only issues on
 * items routed to it), the admin both. The lists are the data-list model `issue`. Another
 * account's issue answers 404.
 */
export const issueEndpoints = {
  postSellerOrderItemsReport: endpoint({
    method: 'POST',
    path: '/seller/order-items/:id/report',
    tags,
    summary: 'Raise an issue on a shipped order item (and others of its order)',
    access: seller,
    params: idParamsSchema,
    body: issueReportBodySchema,
    answer: issueAnswerSchema,
    errors: [409],
  }),
  getSellerClaimWindow: endpoint({
    method: 'GET',
    path: '/seller/claim-window',
    tags,
    summary: 'Days after delivery a claim may be made (the CLAIM_WINDOW_DAYS setting)',
    access: seller,
    answer: claimWindowAnswerSchema,
  }),
  getSellerIssuesOne: endpoint({
    method: 'GET',
    path: '/seller/issues/:id',
    tags,
    summary: 'One of my issues with its conversation',
    access: seller,
    params: idParamsSchema,
    answer: issueAnswerSchema,
  }),
  postSellerIssuesMessages: endpoint({
    method: 'POST',
    path: '/seller/issues/:id/messages',
    tags,
    summary: 'Write to the admin in the conversation of my issue',
    access: seller,
    params: idParamsSchema,
    body: issueMessageBodySchema,
    answer: issueAnswerSchema,
    errors: [409],
  }),
  getIssuesOne: endpoint({
    method: 'GET',
    path: '/issues/:id',
    tags,
    summary: 'An issue with both conversations and its history',
    access: adminReads,
    params: idParamsSchema,
    answer: issueAnswerSchema,
  }),
  postIssuesMessages: endpoint({
    method: 'POST',
    path: '/issues/:id/messages',
    tags,
    summary: 'Write to the seller (conversation) or the printer (printerConversation)',
    access: adminWrites,
    params: idParamsSchema,
    body: adminIssueMessageBodySchema,
    answer: issueAnswerSchema,
    errors: [409],
  }),
  putIssuesSorting: endpoint({
    method: 'PUT',
    path: '/issues/:id/sorting',
    tags,
    summary:
      "Set an issue's type and origin (the back office's sorting; the seller gives a reason)",
    access: adminWrites,
    params: idParamsSchema,
    body: issueSortingBodySchema,
    answer: issueAnswerSchema,
  }),
  putIssuesStatus: endpoint({
    method: 'PUT',
    path: '/issues/:id/status',
    tags,
    summary: 'Move an issue to PROCESSING or CLOSED',
    access: adminWrites,
    params: idParamsSchema,
    body: issueStatusBodySchema,
    answer: issueAnswerSchema,
    errors: [409],
  }),
  postIssuesResolve: endpoint({
    method: 'POST',
    path: '/issues/:id/resolve',
    tags,
    summary: 'Resolve an issue by a refund to the seller or a reprint at no charge',
    access: adminWrites,
    params: idParamsSchema,
    body: issueResolveBodySchema,
    answer: issueAnswerSchema,
    errors: [409],
  }),
  getPrinterIssuesOne: endpoint({
    method: 'GET',
    path: '/printer/issues/:id',
    tags,
    summary: 'An issue on items routed to me, with the printer conversation',
    access: printer,
    params: idParamsSchema,
    answer: issueAnswerSchema,
  }),
  postPrinterIssuesMessages: endpoint({
    method: 'POST',
    path: '/printer/issues/:id/messages',
    tags,
    summary: 'Answer the admin in the printer conversation',
    access: printer,
    params: idParamsSchema,
    body: issueMessageBodySchema,
    answer: issueAnswerSchema,
    errors: [409],
  }),
  postIssueImages: endpoint({
    method: 'POST',
    path: '/issue-images',
    tags,
    summary: 'Upload a photo (ISSUE_IMAGE, PNG or JPEG) for an issue or a message',
    access: sessionOnly(access.types('SELLER', 'ADMIN', 'PRINTER')),
    body: MULTIPART,
    maxUploadBytes: UPLOAD_SIZE_LIMIT_KB * 1024,
    answer: issueImageAnswerSchema,
    errors: [413],
  }),
  getIssuesImage: endpoint({
    method: 'GET',
    path: '/issues/:id/images/:fileId',
    tags,
    summary: 'A photo of an issue, to whoever sees the part of the issue that carries it',
    access: access.types('SELLER', 'ADMIN', 'PRINTER'),
    params: issueImageParamsSchema,
    answer: FILE_ANSWER,
  }),
};
