export * from './feature-flags';
