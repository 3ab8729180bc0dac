import { useState } from 'react';

/**
 * Whether a form kept in plain state (a draft object, not react-hook-form's `isDirty`) differs from what it
 * started with: what a `LeaveGuard` asks about. Drafts are plain data, so their JSON compares them.
 */
export function useChangedSinceStart<T>(draft: T): boolean {
  const [start] = useState(() => JSON.stringify(draft));
  return JSON.stringify(draft) !== start;
}
