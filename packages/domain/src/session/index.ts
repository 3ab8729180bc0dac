export * from './company-switch';
export * from './session-calls';
export * from './session-routes';
export * from './session-rules';
export * from './session';
export * from './user-agent';
