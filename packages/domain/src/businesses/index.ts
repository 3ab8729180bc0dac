export * from './businesses-calls';
export * from './businesses-routes';
export * from './businesses';
