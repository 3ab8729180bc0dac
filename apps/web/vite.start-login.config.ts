import { defineConfig } from 'vite';
import { precompressAssets } from './build-compression';
import { buildAliases } from './build-options';

/**
 * The page a visit without a session cookie gets (start-login.html): a script of about 1 kB that remembers
 * where the visitor was going and goes to the login, instead of the whole app's first load doing the same
 * after its keep-alive. Built apart from the app (after it, into the same dist) so that the two share no
 * chunk and the app's first load stays as it is.
 */
export default defineConfig({
  plugins: [precompressAssets()],
  resolve: { alias: buildAliases('build') },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    manifest: false,
    sourcemap: 'hidden',
    modulePreload: false,
    rolldownOptions: {
      input: 'start-login.html',
      output: { entryFileNames: 'assets/[hash].js' },
    },
  },
});
