export * from './reports';
export * from './reports-access';
export * from './reports-calls';
