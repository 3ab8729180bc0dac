import {
  addNotification,
  autoHideDelay,
  notificationKey,
  removeNotification,
  type AppNotification,
} from '@kaista/domain/shared/controls';
import type { NotificationType } from '@kaista/domain/shared/enums';
import { useSyncExternalStore } from 'react';

/** A page the notice's subject can be seen on, such as the order just made. */
export type NotificationLink = { to: string; label: string };

export type NotificationInput = Omit<AppNotification, 'type'> & {
  type?: NotificationType;
  link?: NotificationLink;
};

/** A notification on screen, with the §4 identity it is de-duplicated and removed by. */
export type ShownNotification = AppNotification & { key: string; link?: NotificationLink };

let list: readonly ShownNotification[] = [];
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly ShownNotification[]): void {
  list = next;
  listeners.forEach((listener) => listener());
}

/** §4: shows a notification on top; the same one again replaces it and starts its time afresh. */
export function notify(input: NotificationInput): string {
  const notification = { ...input, type: input.type ?? 'info' };
  const key = notificationKey(notification);
  clearTimeout(timers.get(key));
  publish(addNotification(list, { ...notification, key }));
  const delay = autoHideDelay(notification);
  if (delay === null) timers.delete(key);
  else
    timers.set(
      key,
      setTimeout(() => dismiss(key), delay),
    );
  return key;
}

/** §4: removes a notification and runs its removal callback. */
export function dismiss(key: string): void {
  const { list: rest, removed } = removeNotification(list, key);
  if (!removed) return;
  clearTimeout(timers.get(key));
  timers.delete(key);
  publish(rest);
  removed.onRemove?.();
}

export function subscribeNotifications(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentNotifications(): readonly ShownNotification[] {
  return list;
}

export function useNotifications(): readonly ShownNotification[] {
  return useSyncExternalStore(subscribeNotifications, currentNotifications);
}
