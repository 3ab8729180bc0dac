// The public surface of the domain package: every pure rule of the spec, shared by the API server and the
// web app. Each area has its own folder and is re-exported here.
export * from './roles';
export * from './validation';
export * from './formatting';
export * from './constants';
export * from './enums';
export * from './state';
export * from './contract';
export * from './audit';
export * from './tickets';
