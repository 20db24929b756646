export { sanitizeNoticeHtml } from './sanitize';
