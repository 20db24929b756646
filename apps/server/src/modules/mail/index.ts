/* Mail's public face (issue 36): what other modules and the composition root may use. */
import { readModel } from '../../platform/read-model';
import { mailConfig, sentMails } from './tables';

export { SystemMailer, mainAddress } from './system-mailer';
export { PasswordBox } from './sealed';
export { exportMailRecipients } from './recipients';
export { exportReadyNotice, type FinishedExport } from './export-notice';

/** Read-only handles on this module's tables for other modules' queries (recipes.md, "A module"). */
export const mailReadModel = readModel({ mailConfig, sentMails });
