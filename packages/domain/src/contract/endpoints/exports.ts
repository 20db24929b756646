import { endpoint } from '../endpoint';
import { access } from '../access';
import { exportAnswerSchema, exportBodySchema } from '../../schemas/exports';

/** The exports endpoints (server: serve(); web: call()). */
export const exportEndpoints = {
  postExports: endpoint({
    method: 'POST',
    path: '/exports',
    tags: ['exports'],
    summary: "Export a data list's rows to XLSX or CSV; answers the job that makes the file",
    access: access.anyUser,
    body: exportBodySchema,
    answer: exportAnswerSchema,
  }),
};
