export * from './acting-for';
export * from './audit-access';
export * from './audit-actions';
export * from './audit-calls';
export * from './audit-log';
export * from './audit-result';
