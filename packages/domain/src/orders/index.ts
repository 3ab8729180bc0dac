export * from './order-enums';
export * from './order-fulfilment';
export * from './order-access';
export * from './orders';
export * from './order-calls';
export * from './order-request-count-route';
export * from './order-requests';
export * from './approval-rules';
