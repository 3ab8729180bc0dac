export * from './service-enums';
export * from './services';
export * from './service-calls';
export * from './service-access';
export * from './service-rules';
export * from './service-format';
export * from './availability';
export * from './service-plans';
