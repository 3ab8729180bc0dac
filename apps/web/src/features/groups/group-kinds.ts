import type { GroupKind } from '@kaista/domain/groups';

/** §2 path segments of the two kinds: /groups/permissiongroup/{id} and /groups/usergroup/{id}. */
export const GROUP_PATH: Readonly<Record<GroupKind, string>> = {
  permission: 'permissiongroup',
  authorization: 'usergroup',
};
