export * from './response-targets';
export * from './ticket-calls';
export * from './ticket-enums';
export * from './ticket-queue';
export * from './ticket-reference-calls';
export * from './ticket-statistics';
export * from './ticket-workflow';
export * from './tickets';
