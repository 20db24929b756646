import { endpoint, FILE_ANSWER } from '../endpoint';
import { access } from '../access';
import { dataAnswer, idParamsSchema } from '../../schemas/accounts';
import { healthAnswerSchema, readyAnswerSchema } from '../../schemas/auth';
import { jobAnswerSchema } from '../../schemas/jobs';
import { z } from 'zod';

/** The platform endpoints (server: serve(); web: call()). */
export const platformEndpoints = {
  getHealth: endpoint({
    method: 'GET',
    path: '/health',
    tags: ['platform'],
    summary: 'Liveness: the process is up (asks nothing of the database)',
    access: access.public,
    answer: healthAnswerSchema,
  }),
  getReady: endpoint({
    method: 'GET',
    path: '/ready',
    tags: ['platform'],
    summary:
      'Readiness: the database answers (measured at most 1 s before), migrations are done, the job workers run; else 503',
    access: access.public,
    answer: readyAnswerSchema,
    errors: [503],
  }),
  getJobsOne: endpoint({
    method: 'GET',
    path: '/jobs/:id',
    tags: ['jobs'],
    summary: "A background job's status, progress, result and error",
    access: access.anyUser,
    params: idParamsSchema,
    answer: jobAnswerSchema,
  }),
  getFilesDownload: endpoint({
    method: 'GET',
    path: '/files/:id/download',
    tags: ['files'],
    summary: 'Download a stored file (an export): its owner, or admins and root',
    access: access.anyUser,
    params: idParamsSchema,
    answer: FILE_ANSWER,
  }),
  postFilesLink: endpoint({
    method: 'POST',
    path: '/files/:id/link',
    tags: ['files'],
    summary: 'A download link for a file, valid five minutes, for the browser to follow',
    access: access.anyUser,
    params: idParamsSchema,
    answer: dataAnswer(z.object({ url: z.string(), expiresAt: z.string() })),
  }),
  getFilesLink: endpoint({
    method: 'GET',
    path: '/files/link',
    tags: ['files'],
    summary: 'Download a file through a link made by POST files/:id/link',
    access: access.public,
    query: z.strictObject({ token: z.string().min(20).max(100) }),
    answer: FILE_ANSWER,
  }),
};
