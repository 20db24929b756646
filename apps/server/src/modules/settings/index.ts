export { readSettings } from './service';
