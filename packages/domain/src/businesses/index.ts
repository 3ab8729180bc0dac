export * from './businesses-calls';
export * from './businesses-routes';
export * from './businesses';
export * from './company-type-names';
