export * from './admin-tools-calls';
export * from './admin-tools';
