export * from './companies';
export * from './users';
export * from './sessions';
export * from './sms-outbox';
export * from './email-outbox';
export * from './password-resets';
export * from './tickets';
export * from './audit';
