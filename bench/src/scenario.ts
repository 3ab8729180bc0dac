import type { Database } from '@kaista/api/src/db/client';

export type BenchDataset = 'large' | 'demo';

/** One call to measure under load. */
export interface BenchTarget {
  title: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: string;
  /**
   * Requests sent in turn instead of `path` and `body` (which the bare baseline still records): for a write
   * that uses its object up, such as an order submit, one object per request.
   */
  cycle?: readonly { path: string; body?: string; headers?: Record<string, string> }[];
  /** Headers of every request (and of the baseline's recording), beside the session's. */
  headers?: Record<string, string>;
  /**
   * The call the baseline's recording warms up with instead of repeating `path`: a write that uses its object
   * up (a submitted basket) would otherwise be recorded against the object the warm-up used.
   */
  warm?: { path: string; body?: string; headers?: Record<string, string> };
}

/** An area's benchmark: the data it adds to the large dataset, and the calls to measure as one persona. */
export interface BenchScenario {
  name: string;
  persona: string;
  /** The data the portal holds: the large dataset (the default) or the demo dataset alone. */
  dataset?: BenchDataset;
  /** Concurrent connections for this scenario's calls, instead of BENCH_CONNECTIONS. */
  connections?: number;
  /** Adds this area's rows to the large dataset; set-based SQL, it runs once before the server starts. */
  generate?(db: Database): Promise<void>;
  targets: BenchTarget[];
}
