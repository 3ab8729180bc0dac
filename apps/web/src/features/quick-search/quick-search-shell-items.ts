import type { ShellItems } from '../../lib/routing/area';
import { QuickSearchHeaderItem } from './quick-search-header-item';

/** The header's search: no pages of its own, only its place among the header's actions. */
export const quickSearchShellItems: ShellItems = { headerItem: QuickSearchHeaderItem };
