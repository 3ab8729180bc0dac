export * from './companies';
export * from './users';
export * from './sessions';
export * from './sms-outbox';
export * from './tickets';
export * from './audit';
