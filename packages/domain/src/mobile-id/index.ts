export * from './mobile-id';
export * from './mobile-id-access';
export * from './mobile-id-calls';
