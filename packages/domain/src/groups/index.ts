export * from './group-schemas';
export * from './group-calls';
export * from './group-access';
export * from './permission-catalogue';
