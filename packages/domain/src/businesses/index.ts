export * from './businesses-calls';
export * from './businesses';
