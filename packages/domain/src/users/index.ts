export * from './grant-rules';
export * from './user-calls';
export * from './user-schemas';
export * from './access-preview';
export * from './contact-search';
export * from './rights-refresh-route';
export * from './right-sources';
export * from './end-users';
