/**
 * Stands in for `use-sync-external-store/shim` (vite.config.ts): that shim backs React 17, and on React 19
 * it hands out React's own useSyncExternalStore, which this is, without the shim's code in the first load.
 */
export { useSyncExternalStore } from 'react';
