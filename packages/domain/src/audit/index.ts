export * from './audit-actions';
export * from './acting-for';
