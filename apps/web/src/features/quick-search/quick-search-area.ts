import type { Area } from '../../lib/routing/area';
import { QuickSearchHeaderItem } from './quick-search-header-item';

/** The header's search: no pages of its own, only its place among the header's actions. */
export const quickSearchArea: Area = { headerItem: QuickSearchHeaderItem };
