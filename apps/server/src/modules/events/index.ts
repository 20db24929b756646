export { sanitizeNoticeHtml } from './sanitize';
export { eventNoticeHooks } from './hooks';
