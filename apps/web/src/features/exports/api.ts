import { exportEndpoints, platformEndpoints, type ExportBody } from '@platfox/domain';
import { call } from '../../platform/api';

/** Exports of data lists: queue one, download its file through a short link. */
export const exportsApi = {
  start: (body: ExportBody): Promise<{ jobId: string }> =>
    call(exportEndpoints.postExports, { body }, { showErrorToast: true }).then(
      (answer) => answer.data,
    ),
  /** A link valid a few minutes: the browser downloads the file natively, without the token. */
  link: (fileId: string): Promise<{ url: string; expiresAt: string }> =>
    call(
      platformEndpoints.postFilesLink,
      { params: { id: fileId } },
      { showErrorToast: true },
    ).then((answer) => answer.data),
};
