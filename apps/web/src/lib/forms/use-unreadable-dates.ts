import { useState } from 'react';

/**
 * The date fields of a form that keep a text that is no date (31.02.2027), as their `onValidityChange` tells
 * them: the form is not sent while one does, instead of being sent without the date or with its last one.
 */
export function useUnreadableDates<Name extends string>() {
  const [unreadable, setUnreadable] = useState<ReadonlySet<Name>>(new Set());
  const tell = (name: Name, isValid: boolean) =>
    setUnreadable((current) => {
      const next = new Set(current);
      if (isValid) next.delete(name);
      else next.add(name);
      return next;
    });
  return { unreadable, tell };
}
