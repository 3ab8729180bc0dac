export * from './common';
export * from './session';
export * from './businesses';
export * from './tickets';
export * from './operator';
