export * from './common';
export * from './session';
