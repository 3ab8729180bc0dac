import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compression saves less than a packet; the server compresses nothing smaller either. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /\.(js|css|svg)$/;

async function writeCompressedCopies(file: string): Promise<void> {
  const bytes = await fs.readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside each hashed asset the build emits, compressed once at
 * the highest levels, which the server sends as they are (`preCompressed`). Compressing per request has to be
 * fast, so it is light: the entry went out as 134 kB that way, and its copy here is 114 kB. Only `assets/` is
 * done: its names change with their content, so a copy can never be older than its file.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'kaista-precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter(
        (fileName) => fileName.startsWith('assets/') && COMPRESSIBLE.test(fileName),
      );
      await Promise.all(files.map((fileName) => writeCompressedCopies(path.join(outDir, fileName))));
    },
  };
}
