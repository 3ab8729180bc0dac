import cluster from 'node:cluster';
import net from 'node:net';

/**
 * BENCH_INSTANCES: how many portal processes serve the bench (1 by default). Production runs several instances
 * behind a load balancer (docs/operations.md); here Node's cluster hands each new connection to the next
 * instance in turn. Instances share one database, so more than one needs DATABASE_URL.
 */
export const BENCH_INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The primary's part: forks the instances onto two ports it chose (in a cluster every `listen(0)` of an
 * instance would get one and the same port), prints `READY <port> <baseline port>` once every instance
 * listens, and stops them all on SIGTERM.
 */
export async function runInstances(count: number): Promise<void> {
  const ports = [await freePort(), await freePort()];
  const instances = Array.from({ length: count }, () => cluster.fork({ BENCH_PORTS: ports.join(' ') }));
  await new Promise<void>((resolve, reject) => {
    let listening = 0;
    for (const instance of instances) {
      instance.on('message', (message) => {
        if (message === 'ready' && ++listening === count) resolve();
      });
      instance.once('exit', (code) => reject(new Error(`a bench instance exited with ${code}`)));
    }
  });
  console.log(`READY ${ports[0]} ${ports[1]}`);
  process.on('SIGTERM', () => {
    const stopped = instances.map(
      (instance) => new Promise((resolve) => instance.once('exit', resolve).kill('SIGTERM')),
    );
    void Promise.all(stopped).then(() => process.exit(0));
  });
}

/** The ports an instance listens on: those its primary chose, or any free ones when it runs alone. */
export function instancePorts(): [number, number] {
  const [app = 0, baseline = 0] = process.env.BENCH_PORTS?.split(' ').map(Number) ?? [];
  return [app, baseline];
}

/** An instance of a cluster tells its primary; a lone server tells the bench (`child-server.ts`). */
export function announceReady(port: number, baselinePort: number): void {
  if (cluster.isWorker) process.send?.('ready');
  else console.log(`READY ${port} ${baselinePort}`);
}
