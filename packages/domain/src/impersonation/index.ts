export * from './impersonation';
export * from './impersonation-access';
export * from './impersonation-calls';
