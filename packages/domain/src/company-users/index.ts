export * from './company-users-calls';
export * from './company-users';
