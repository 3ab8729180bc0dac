export * from './dashboard';
export * from './dashboard-access';
export * from './dashboard-calls';
