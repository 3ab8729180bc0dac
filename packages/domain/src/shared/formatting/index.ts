export * from './language';
export * from './date';
