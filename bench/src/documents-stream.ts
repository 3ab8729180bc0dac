import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@kaista/api/src/app';
import { loadConfig } from '@kaista/api/src/config';
import { openDatabase } from '@kaista/api/src/db/client';
import { openFileStore } from '@kaista/api/src/files/open-file-store';
import { prepareDatabase } from '@kaista/api/src/prepare-database';
import { DEMO_COMPANY } from '@kaista/api/src/seed/demo-ids';
import { loginForBench } from './login';

/**
 * Issue 14: a 10 MB document uploaded and downloaded through the portal, streamed with flat memory. The
 * portal runs on the demo dataset in this process; the client streams the file up from generated chunks and
 * counts the download's bytes as they come, so neither side ever holds the file. The process's resident
 * memory is sampled every 5 ms: its rise over each upload and each download (from where it stood when the step
 * began, after a collection) is what streaming 10 MB costs, printed per step; a file held whole would show
 * 10 MB or more. With DATABASE_URL the files go to PostgreSQL (the file store of several instances).
 * `npm run stream -w @kaista/bench` (STREAM_ROUNDS, default 10; it runs with --expose-gc). STREAM_BYTES (default
 * 10,000,000, at most the 10 MB limit) sets the file's size: a rise that does not follow the size is the stream's
 * own buffers and garbage, not the file.
 */
const FILE_BYTES = Number(process.env.STREAM_BYTES ?? 10_000_000);
const CHUNK_BYTES = 64 * 1024;
const ROUNDS = Number(process.env.STREAM_ROUNDS ?? 10);
const BOUNDARY = 'kaista-bench-stream';
const MB = 1024 * 1024;

/** A PDF of FILE_BYTES: the §3 magic first, then comment lines, streamed chunk by chunk. */
function pdfParts(): ReadableStream<Uint8Array> {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="Iso sopimus.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n%PDF-1.7\n`,
    'latin1',
  );
  const tail = Buffer.from(`\n%%EOF\n\r\n--${BOUNDARY}--\r\n`, 'latin1');
  const fillerBytes = FILE_BYTES - '%PDF-1.7\n'.length - '\n%%EOF\n'.length;
  const line = Buffer.from(`%${'x'.repeat(126)}\n`, 'latin1');
  const chunk = Buffer.alloc(CHUNK_BYTES);
  for (let at = 0; at < CHUNK_BYTES; at += line.length) line.copy(chunk, at);
  let sent = 0;
  let stage: 'head' | 'body' | 'tail' | 'done' = 'head';
  return new ReadableStream({
    pull(controller) {
      if (stage === 'head') {
        controller.enqueue(new Uint8Array(head));
        stage = 'body';
      } else if (stage === 'body') {
        const size = Math.min(CHUNK_BYTES, fillerBytes - sent);
        controller.enqueue(new Uint8Array(chunk.subarray(0, size)));
        sent += size;
        if (sent === fillerBytes) stage = 'tail';
      } else if (stage === 'tail') {
        controller.enqueue(new Uint8Array(tail));
        stage = 'done';
      } else controller.close();
    },
  });
}

const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const config = { ...loadConfig(), environment: 'ci' as const, port: 0 };
  const dataDir = path.join(os.tmpdir(), `kaista-bench-stream-${process.pid}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  const files = openFileStore(database, path.join(dataDir, 'uploads'));
  await prepareDatabase(database, files);
  const app = await buildApp({ config: { ...config, dataDir }, db: database.db, files });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const base = `${origin}/api/businesses/${DEMO_COMPANY.aurora}/documents`;
  /** The highest resident memory of the step being measured, and of the whole run. */
  let peak = 0;
  let overallPeak = 0;
  const sampler = setInterval(() => {
    const rss = process.memoryUsage().rss;
    peak = Math.max(peak, rss);
    overallPeak = Math.max(overallPeak, rss);
  }, 5);
  try {
    const cookie = await loginForBench(origin, 'manager@aurora.example');
    const headers = { cookie, origin, 'x-accept-language': 'fi' };
    /** How far the resident memory rose above where it stood when the step began (sampled every 5 ms). */
    const growthOf = async <T>(step: () => Promise<T>): Promise<{ value: T; growth: number }> => {
      global.gc?.();
      const start = process.memoryUsage().rss;
      peak = start;
      const value = await step();
      return { value, growth: Math.max(0, peak - start) };
    };
    const round = async () => {
      const up = await growthOf(() => uploadOne());
      const down = await growthOf(() => downloadOne(up.value.id));
      return { upMs: up.value.ms, downMs: down.value, upGrowth: up.growth, downGrowth: down.growth };
    };
    const uploadOne = async () => {
      const upStarted = performance.now();
      const uploaded = await fetch(base, {
        method: 'POST',
        headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: pdfParts(),
        duplex: 'half',
      } as RequestInit);
      if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
      const { id, sizeBytes } = (await uploaded.json()) as { id: string; sizeBytes: number };
      if (sizeBytes !== FILE_BYTES) throw new Error(`stored ${sizeBytes} bytes`);
      return { id, ms: performance.now() - upStarted };
    };
    const downloadOne = async (id: string) => {
      const downStarted = performance.now();
      const downloaded = await fetch(`${base}/${id}/download`, { headers });
      let bytes = 0;
      for await (const part of downloaded.body!) bytes += (part as Uint8Array).byteLength;
      if (bytes !== FILE_BYTES) throw new Error(`downloaded ${bytes} bytes`);
      return performance.now() - downStarted;
    };
    global.gc?.();
    const before = process.memoryUsage().rss;
    overallPeak = before;
    await round();
    const afterFirst = overallPeak;
    const times: { upMs: number; downMs: number; upGrowth: number; downGrowth: number }[] = [];
    const settled: number[] = [];
    for (let index = 0; index < ROUNDS; index++) {
      times.push(await round());
      global.gc?.();
      settled.push(process.memoryUsage().rss);
    }
    const up = times.map((time) => time.upMs);
    const down = times.map((time) => time.downMs);
    console.log(
      `${(FILE_BYTES / 1_000_000).toFixed(1)} MB (${FILE_BYTES} bytes) upload and download, ${ROUNDS} rounds after one warm-up, ${database.kind}`,
    );
    const upGrowth = times.map((time) => time.upGrowth / MB);
    const downGrowth = times.map((time) => time.downGrowth / MB);
    console.log(`| step | median ms | max ms | MB/s (median) | RSS growth median MB | RSS growth max MB |`);
    console.log(
      `| upload | ${median(up).toFixed(0)} | ${Math.max(...up).toFixed(0)} | ${(FILE_BYTES / MB / (median(up) / 1000)).toFixed(1)} | ${median(upGrowth).toFixed(1)} | ${Math.max(...upGrowth).toFixed(1)} |`,
    );
    console.log(
      `| download | ${median(down).toFixed(0)} | ${Math.max(...down).toFixed(0)} | ${(FILE_BYTES / MB / (median(down) / 1000)).toFixed(1)} | ${median(downGrowth).toFixed(1)} | ${Math.max(...downGrowth).toFixed(1)} |`,
    );
    console.log(
      `resident memory: ${(before / MB).toFixed(0)} MB before, peak ${(afterFirst / MB).toFixed(0)} MB over the warm-up round, ` +
        `peak ${(overallPeak / MB).toFixed(0)} MB over all ${ROUNDS + 1} rounds (${(((ROUNDS + 1) * FILE_BYTES * 2) / MB).toFixed(0)} MB moved); ` +
        `after each round (collected): ${settled.map((rss) => (rss / MB).toFixed(0)).join(', ')} MB`,
    );
  } finally {
    clearInterval(sampler);
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
