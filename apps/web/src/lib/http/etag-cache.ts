type Entry = { etag: string; body: unknown };

// Answers are cached per URL and language because the server's texts follow X-Accept-Language.
const entries = new Map<string, Entry>();

function key(url: string, language: string): string {
  return `${language} ${url}`;
}

export function cachedEntry(url: string, language: string): Entry | undefined {
  return entries.get(key(url, language));
}

export function storeEntry(url: string, language: string, etag: string | null, body: unknown): void {
  if (etag) entries.set(key(url, language), { etag, body });
}

/** Forgets every cached answer, e.g. when the session ends. */
export function clearEtagCache(): void {
  entries.clear();
}
