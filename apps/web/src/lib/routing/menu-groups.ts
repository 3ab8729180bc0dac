import type { MenuSection, VisibleMenuEntry } from '@kaista/domain/shared/roles';

export type MenuGroup = { section: MenuSection; entries: VisibleMenuEntry[] };

/** §6 menu entries grouped by their section, sections and entries in table order. */
export function groupBySection(entries: readonly VisibleMenuEntry[]): MenuGroup[] {
  const groups: MenuGroup[] = [];
  for (const entry of entries) {
    const group = groups.find((g) => g.section === entry.section);
    if (group) group.entries.push(entry);
    else groups.push({ section: entry.section, entries: [entry] });
  }
  return groups;
}
