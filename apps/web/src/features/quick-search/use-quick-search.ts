import { toLanguage } from '@kaista/domain/shared/formatting';
import type { VisibleMenuEntry } from '@kaista/domain/shared/roles';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { QUICK_SOURCES, type QuickHit, type QuickSource } from './quick-search-sources';

/** The search waits this long after the last key, so that typing a number sends one search, not ten. */
const TYPING_PAUSE_MS = 250;

export type QuickGroup = {
  source: QuickSource;
  /** The list the group belongs to, for its hits' addresses and the "all results" link. */
  href: string;
  hits: QuickHit[];
  isPending: boolean;
  isError: boolean;
};

function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * Each kind the user's menu shows, searched in parallel through its own list call (which checks the same
 * §6 rule on the server); kinds the words cannot match are not asked.
 */
export function useQuickSearch(companyId: string, entries: readonly VisibleMenuEntry[], typed: string) {
  const { i18n } = useTranslation();
  const q = useSettled(typed.trim());
  const sources = QUICK_SOURCES.flatMap((source) => {
    const entry = entries.find((candidate) => candidate.id === source.entry);
    return entry && source.accepts(q) ? [{ source, href: entry.href }] : [];
  });
  const results = useQueries({
    queries: sources.map(({ source }) => ({
      queryKey: ['quick-search', companyId, source.entry, q],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        source.find(companyId, q, signal, toLanguage(i18n.language)),
      staleTime: 30_000,
    })),
  });
  const groups: QuickGroup[] = sources.map(({ source, href }, index) => ({
    source,
    href,
    hits: results[index]?.data ?? [],
    isPending: results[index]?.isPending ?? false,
    isError: results[index]?.isError ?? false,
  }));
  return { q, isTyping: q !== typed.trim(), groups };
}
