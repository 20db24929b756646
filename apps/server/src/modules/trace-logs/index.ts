export { traceLogs } from './tables';
export { writeTrace } from './write';
export type { TraceLine } from './write';
