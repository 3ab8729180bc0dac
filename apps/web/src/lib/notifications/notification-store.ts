import { useSyncExternalStore } from 'react';

export type NotificationType = 'info' | 'success' | 'warning' | 'error';

/** §3 Notification: text, id, language, type, duration, disableAutoHide, onRemove. */
export type NotificationInput = {
  text: string;
  id?: string;
  language?: string;
  type?: NotificationType;
  duration?: number;
  disableAutoHide?: boolean;
  onRemove?: () => void;
};

export type ShownNotification = NotificationInput & { key: string; type: NotificationType };

/** §9: notifications hide after 10 s unless told otherwise. */
export const NOTIFICATION_DEFAULT_MS = 10_000;

let list: readonly ShownNotification[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function publish(next: readonly ShownNotification[]): void {
  list = next;
  listeners.forEach((listener) => listener());
}

// §4: the same notice twice is one notice: by id plus language, or by text when it has no id.
function isSame(a: NotificationInput, b: NotificationInput): boolean {
  if (a.id !== undefined || b.id !== undefined) return a.id === b.id && a.language === b.language;
  return a.text === b.text;
}

/** §4: adds a notification on top unless the same one shows; returns its key. */
export function notify(input: NotificationInput): string {
  const existing = list.find((shown) => isSame(shown, input));
  if (existing) return existing.key;
  counter += 1;
  const shown: ShownNotification = { ...input, type: input.type ?? 'info', key: `n${counter}` };
  publish([shown, ...list]);
  if (!input.disableAutoHide) {
    timers.set(
      shown.key,
      setTimeout(() => dismiss(shown.key), input.duration ?? NOTIFICATION_DEFAULT_MS),
    );
  }
  return shown.key;
}

/** §4: removes a notification and runs its removal callback. */
export function dismiss(key: string): void {
  const removed = list.find((shown) => shown.key === key);
  if (!removed) return;
  clearTimeout(timers.get(key));
  timers.delete(key);
  publish(list.filter((shown) => shown.key !== key));
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
