import type { ShellItems } from '../../lib/routing/area';
import { ShopHeaderItem } from './shop-header-item';

/** The shop puts its mini cart among the header's actions. */
export const matskuShellItems: ShellItems = { headerItem: ShopHeaderItem };
