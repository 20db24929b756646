import {
  pathOf,
  exportEndpoints,
  platformEndpoints,
  dataAnswer,
  exportAnswerSchema,
  type ExportBody,
} from '@platfox/domain';
import { z } from 'zod';
import { api } from '../../platform/api';

const linkAnswerSchema = dataAnswer(z.object({ url: z.string(), expiresAt: z.string() }));

/** Exports of data lists: queue one, download its file through a short link. */
export const exportsApi = {
  start: (body: ExportBody): Promise<{ jobId: string }> =>
    api.post(pathOf(exportEndpoints.postExports), body, {
      parse: (data) => exportAnswerSchema.parse(data).data,
      showErrorToast: true,
    }),
  /** A link valid a few minutes: the browser downloads the file natively, without the token. */
  link: (fileId: string): Promise<{ url: string; expiresAt: string }> =>
    api.post(pathOf(platformEndpoints.postFilesLink, { id: fileId }), undefined, {
      parse: (data) => linkAnswerSchema.parse(data).data,
      showErrorToast: true,
    }),
};

/** Lets the browser download a URL as a file, the way a clicked link would. */
export function followDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
