export { traceLogs } from './tables';
export { traceAccountChange, writeTrace } from './write';
export type { TraceLine } from './write';
