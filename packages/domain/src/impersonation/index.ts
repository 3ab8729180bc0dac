export * from './impersonation-calls';
export * from './impersonation';
