export * from './language';
export * from './date';
export * from './amount';
export * from './code-names';
export * from './working-days';
