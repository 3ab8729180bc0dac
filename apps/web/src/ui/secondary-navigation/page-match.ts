export type PageMatch = 'exact' | 'partial';

/** Exact compares whole paths; partial also accepts sub-pages (the page's path followed by more segments). */
export function isCurrentPage(pageUrl: string, currentPath: string, match: PageMatch): boolean {
  const page = withoutTrailingSlash(pageUrl);
  const current = withoutTrailingSlash(currentPath);
  if (current === page) return true;
  return match === 'partial' && current.startsWith(`${page}/`);
}

/** The current page among several: of the pages that match, the one with the longest URL, the most specific. */
export function currentPageOf<T extends { url: string }>(
  pages: readonly T[],
  currentPath: string,
  match: PageMatch,
): T | undefined {
  return pages
    .filter((page) => isCurrentPage(page.url, currentPath, match))
    .reduce<T | undefined>(
      (best, page) => (best && best.url.length >= page.url.length ? best : page),
      undefined,
    );
}

export function isExternalUrl(url: string): boolean {
  return url.includes('http');
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
