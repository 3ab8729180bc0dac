export * from './tickets';
export * from './services';
export * from './common';
