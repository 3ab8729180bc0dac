import type { FeatureFlags } from '@kaista/domain/shared/constants';
import { MENU_ENTRIES, meetsAccessRequirement, type RoleHolder } from '@kaista/domain/shared/roles';
import { menuEntriesFor } from './menu-entries';
import type { RouteHandle } from './route-handle';

export type AccessContext = { user: RoleHolder; companyId: string | null; flags: FeatureFlags };

function menuEntryAllows(id: string, { user, companyId, flags }: AccessContext): boolean {
  if (!MENU_ENTRIES.some((entry) => entry.id === id)) {
    throw new Error(`Route names an unknown menu entry: ${id}`);
  }
  return menuEntriesFor(user, companyId, flags).some((entry) => entry.id === id);
}

/** §6: whether one route's metadata lets the user in. */
export function handleAllows(handle: unknown, context: AccessContext): boolean {
  const { menuEntry, requirement } = (handle ?? {}) as RouteHandle;
  if (menuEntry && !menuEntryAllows(menuEntry, context)) return false;
  if (!requirement) return true;
  return meetsAccessRequirement(context.user, context.companyId, requirement, context.flags);
}

/** §6: a route passes when every matched level's metadata does. */
export function routeAllows(handles: readonly unknown[], context: AccessContext): boolean {
  return handles.every((handle) => handleAllows(handle, context));
}
