export * from './company-info';
export * from './company-info-access';
export * from './company-info-calls';
