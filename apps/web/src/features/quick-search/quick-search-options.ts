import type { QuickGroup } from './use-quick-search';

/** One choice of the result list: a hit, or a kind's whole filtered list. */
export type QuickOption = { id: string; to: string; label: string; detail?: string };

/** The choices of each group in the order shown, so that the arrow keys walk them as the eye reads them. */
export function optionsOf(groups: readonly QuickGroup[], q: string, allLabel: (group: QuickGroup) => string) {
  return groups.map((group) => {
    const hits: QuickOption[] = group.hits.map((hit) => ({
      id: `quick-${group.source.entry}-${hit.id}`,
      to: `${group.href}/${hit.path}`,
      label: hit.label,
      detail: hit.detail,
    }));
    const all: QuickOption = {
      id: `quick-${group.source.entry}-all`,
      to: `${group.href}?${new URLSearchParams({ q })}`,
      label: allLabel(group),
    };
    return { group, options: hits.length > 0 ? [...hits, all] : [] };
  });
}
