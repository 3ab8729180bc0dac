export * from './documents';
export * from './documents-access';
export * from './documents-calls';
export * from './document-category-names';
export * from './document-validity';
