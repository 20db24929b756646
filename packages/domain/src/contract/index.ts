export * from './access';
export * from './endpoint';
export * from './endpoints';
export * from './spec-calls';
export * from './live-events';
export * from './lists';
