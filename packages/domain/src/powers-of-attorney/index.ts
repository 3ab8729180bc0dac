export * from './poa';
