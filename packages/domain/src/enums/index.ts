export * from './tickets';
export * from './invoices';
export * from './orders';
export * from './services';
export * from './matsku';
export * from './common';
