export * from './services';
export * from './common';
