export * from './company-search-calls';
export * from './company-search';
