export * from './ticket-queue';
export * from './response-targets';
