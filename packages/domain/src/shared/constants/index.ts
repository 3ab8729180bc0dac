export * from './feature-flags';
export * from './ui';
export * from './timings';
export * from './limits';
export * from './html-sanitiser';
