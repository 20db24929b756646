import {
  API_PREFIX,
  issueEndpoints as endpoints,
  pathOf,
  type IssueConversation,
  type IssueReportBody,
  type IssueResolveBody,
  type IssueSortingBody,
  type IssueView,
  type UserType,
} from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { useRefresh } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';

export const issueKeys = queryKeys('issues', {
  detail: (id: string) => ['detail', id],
  claimWindow: ['claim-window'],
});

/** The roles that read issues, each through its own paths. */
export type IssueRole = 'SELLER' | 'ADMIN' | 'PRINTER';
export const issueRoleOf = (type: UserType | undefined): IssueRole =>
  type === 'SELLER' ? 'SELLER' : type === 'PRINTER' ? 'PRINTER' : 'ADMIN';

/** Where each role's issue screens are. */
export const ISSUE_PATHS: Record<IssueRole, { list: string; detail: (id: string) => string }> = {
  SELLER: { list: '/s/issues', detail: (id) => `/s/issue/${id}` },
  ADMIN: { list: '/a/issues', detail: (id) => `/a/issue/${id}` },
  PRINTER: { list: '/p/issues', detail: (id) => `/p/issue/${id}` },
};

const data = (answer: { data: IssueView }) => answer.data;

/** Support issues (issue 19): each role's reads and writes, the photos up and down. */
export const issuesApi = {
  get: (role: IssueRole, id: string, signal?: AbortSignal) => {
    const endpoint =
      role === 'SELLER'
        ? endpoints.getSellerIssuesOne
        : role === 'PRINTER'
          ? endpoints.getPrinterIssuesOne
          : endpoints.getIssuesOne;
    return call(endpoint, { params: { id } }, { signal }).then(data);
  },
  /** Days after delivery a claim may be made (the admin's CLAIM_WINDOW_DAYS). */
  claimWindow: (signal?: AbortSignal) =>
    call(endpoints.getSellerClaimWindow, {}, { signal }).then((answer) => answer.data.days),
  report: (itemId: string, body: IssueReportBody) =>
    call(endpoints.postSellerOrderItemsReport, { params: { id: itemId }, body }).then(data),
  write: (
    role: IssueRole,
    id: string,
    body: { conversation: IssueConversation; message: string; imageIds: string[] },
  ) => {
    // Sellers and printers have one conversation each: their paths take no name of it.
    const { conversation: _conversation, ...rest } = body;
    if (role === 'SELLER') {
      return call(endpoints.postSellerIssuesMessages, { params: { id }, body: rest }).then(data);
    }
    if (role === 'PRINTER') {
      return call(endpoints.postPrinterIssuesMessages, { params: { id }, body: rest }).then(data);
    }
    return call(endpoints.postIssuesMessages, { params: { id }, body }).then(data);
  },
  sort: (id: string, body: IssueSortingBody) =>
    call(endpoints.putIssuesSorting, { params: { id }, body }).then(data),
  move: (id: string, status: 'PROCESSING' | 'CLOSED') =>
    call(endpoints.putIssuesStatus, { params: { id }, body: { status } }).then(data),
  resolve: (id: string, body: IssueResolveBody) =>
    call(endpoints.postIssuesResolve, { params: { id }, body }).then(data),
  uploadPhoto: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return call(endpoints.postIssueImages, { body: form }).then((answer) => answer.data);
  },
  /** The photo's address for an <AuthImage> (fetched with the session's token). */
  photoUrl: (issueId: string, fileId: string) =>
    API_PREFIX + pathOf(endpoints.getIssuesImage, { id: issueId, fileId }),
};

/** A changed issue moves in the issue list (its status, its last message). */
export const useRefreshIssues = () => useRefresh([dataListKeys.model('issue')]);

/** The issue's own read, for a live event that names it. */
export const useRefreshIssue = (id: string) => useRefresh([issueKeys.detail(id)]);
