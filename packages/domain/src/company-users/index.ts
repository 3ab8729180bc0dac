export * from './company-users';
export * from './company-users-access';
export * from './company-users-calls';
