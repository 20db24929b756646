export * from './users';
export * from './http';
export * from './permissions';
export * from './validation';
export * from './schemas/fields';
export * from './schemas/auth';
