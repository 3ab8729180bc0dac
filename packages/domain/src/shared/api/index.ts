export * from './api-call';
export * from './api-error-body';
export * from './api-error-codes';
export * from './api-error-messages';
export * from './common';
export * from './idempotency';
export * from './paging';
