import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { buildAliases, dropUnusedRouterParts, preloadOnlyMissing, routePreloads } from './build-options';
import { precompressAssets } from './build-compression';

const apiOrigin = process.env.KAISTA_API_ORIGIN ?? 'http://localhost:3000';

const preload = preloadOnlyMissing();

export default defineConfig(({ command }) => ({
  plugins: [react(), dropUnusedRouterParts, preload.plugin, routePreloads(), precompressAssets()],
  resolve: { alias: buildAliases(command) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: 'hidden',
    manifest: true,
    // Chunks and styles go by their hash alone: the entry lists every file a route may preload, and the
    // names made those lists about 2 kB (gzipped) of the first load. The manifest keeps the names.
    rolldownOptions: {
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
        // Every module the entry loads statically goes into the entry itself: left to itself, the bundler
        // split the modules the entry shares with lazy routes into 22 chunks of about 1 kB, each a request
        // the first load waited for (Lighthouse's slow 4G pays a round trip per request). 154.3 → 149 kB.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'], priority: 10 }] },
      },
    },
    modulePreload: { resolveDependencies: preload.resolveDependencies },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiOrigin, '/gauth': apiOrigin },
  },
  css: { modules: { localsConvention: 'camelCaseOnly' } },
  // What the web app's two test projects share; vitest.config.ts (the repository's root) names them and their files.
  test: {
    root: import.meta.dirname,
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    testTimeout: 60_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}));
