export * from './company-search-access';
export * from './company-search-calls';
export * from './company-search';
