/** One statement as the driver received it. */
export interface RecordedQuery {
  text: string;
  params: unknown[];
}

/** Statements the portal had in flight together; a wave starts when every earlier statement has answered. */
export type QueryWave = RecordedQuery[];

/** What both drivers (the `pg` pool and PGlite) have in common: `query(text, params)`. */
export interface QueryClient {
  query(text: unknown, params?: unknown, options?: unknown): Promise<unknown>;
}

function normalise(text: unknown, params: unknown): RecordedQuery {
  // `pg` is also called with a query config object ({ text, values, rowMode, types }).
  if (typeof text === 'string') return { text, params: Array.isArray(params) ? params : [] };
  const config = text as { text: string; values?: unknown[] };
  return { text: config.text, params: Array.isArray(params) ? params : (config.values ?? []) };
}

/**
 * Runs `action` with the client's `query` wrapped, and returns the statements it sent, grouped in the waves
 * the portal ran them in, so that a replay may run each wave concurrently like the portal did.
 */
export async function recordQueries(client: QueryClient, action: () => Promise<void>): Promise<QueryWave[]> {
  const ownMethod = Object.hasOwn(client, 'query');
  const original = client.query.bind(client);
  const waves: QueryWave[] = [];
  let inFlight = 0;
  let current: QueryWave | null = null;
  client.query = async (text, params, options) => {
    if (!current || inFlight === 0) {
      current = [];
      waves.push(current);
    }
    current.push(normalise(text, params));
    inFlight += 1;
    try {
      return await original(text, params, options);
    } finally {
      inFlight -= 1;
    }
  };
  try {
    await action();
  } finally {
    if (ownMethod) client.query = original;
    else delete (client as Partial<QueryClient>).query;
  }
  return waves;
}

/** Sends the recorded statements again, wave by wave, and answers the last statement's rows. */
export async function replayQueries(client: QueryClient, waves: readonly QueryWave[]): Promise<unknown> {
  let last: unknown = null;
  for (const wave of waves) {
    const results = await Promise.all(wave.map((query) => client.query(query.text, query.params)));
    last = results.at(-1);
  }
  return (last as { rows?: unknown } | null)?.rows ?? [];
}
