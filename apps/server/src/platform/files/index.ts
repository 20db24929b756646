export { FileService, createFileStore } from './service';
export { fileRoutes } from './routes';
export type { FileStore } from './store';
export type { FileRow } from './tables';
