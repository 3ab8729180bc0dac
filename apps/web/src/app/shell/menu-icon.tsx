import type { MenuEntryId } from '@kaista/domain/shared/roles';
import sprite from './menu-icons.svg?no-inline';

/**
 * §2: a menu entry's icon. The drawings live in one sprite file that the browser fetches and caches on its own,
 * so the first load's JavaScript carries only its address.
 */
export function MenuIcon({ id }: { id: MenuEntryId }) {
  return (
    <svg aria-hidden="true" focusable="false">
      <use href={`${sprite}#${id}`} />
    </svg>
  );
}
