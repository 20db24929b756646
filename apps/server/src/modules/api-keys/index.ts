export { apiKeys } from './tables';
