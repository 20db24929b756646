import { backupAnswerSchema } from '../../schemas/backups';
import { access, sessionOnly } from '../access';
import { endpoint } from '../endpoint';

/**
 * The seller's backup (issue 36): one call queues the job; its progress and file come through
 * GET jobs/{id} and the file link, as an export's do.
 */
export const backupEndpoints = {
  postBackup: endpoint({
    method: 'POST',
    path: '/seller/backup',
    tags: ['exports'],
    summary:
      'Back up all your data (orders, order items, products, transactions) as one zip, built by a job',
    // A person's session: an API key is for integrations, not for taking the whole account away.
    access: sessionOnly(access.types('SELLER')),
    answer: backupAnswerSchema,
  }),
};
