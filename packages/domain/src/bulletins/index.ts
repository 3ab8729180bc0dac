export * from './bulletins';
export * from './bulletins-access';
export * from './bulletins-calls';
