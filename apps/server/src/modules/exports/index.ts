export { parseCsv } from './csv-parse';
