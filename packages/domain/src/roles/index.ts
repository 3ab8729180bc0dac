export * from './role-names';
export * from './permission-names';
export * from './composite-permissions';
export * from './role-holder';
export * from './role-groups';
export * from './role-requirement';
export * from './permission-check';
export * from './landing-path';
