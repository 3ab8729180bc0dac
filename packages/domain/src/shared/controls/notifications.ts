import { TIMINGS } from '../constants/timings';
import type { NotificationType } from '../enums/common';

/** §3 notification. */
export type AppNotification = {
  text: string;
  type: NotificationType;
  id?: string;
  language?: string;
  /** Milliseconds until it hides itself; 10 s when not given. */
  duration?: number;
  disableAutoHide?: boolean;
  onRemove?: () => void;
};

/** §4: notifications with an id are the same per language; without an id, the same text is the same notice. */
export function notificationKey(notification: Pick<AppNotification, 'id' | 'language' | 'text'>): string {
  return notification.id
    ? `id:${notification.id}:${notification.language ?? ''}`
    : `text:${notification.text}`;
}

/** §4: adds on top and drops an earlier notification with the same key, so a repeat moves up instead of stacking. */
export function addNotification<T extends AppNotification>(list: readonly T[], notification: T): T[] {
  const key = notificationKey(notification);
  return [notification, ...list.filter((n) => notificationKey(n) !== key)];
}

/** §4: removes by key; the caller runs the removed notification's onRemove callback. */
export function removeNotification<T extends AppNotification>(
  list: readonly T[],
  key: string,
): { list: T[]; removed: T | undefined } {
  return {
    list: list.filter((n) => notificationKey(n) !== key),
    removed: list.find((n) => notificationKey(n) === key),
  };
}

/** §4, §9: milliseconds until the notification hides itself, or null when auto-hide is off. */
export function autoHideDelay(
  notification: Pick<AppNotification, 'duration' | 'disableAutoHide'>,
): number | null {
  return notification.disableAutoHide ? null : (notification.duration ?? TIMINGS.notificationDefaultMs);
}
