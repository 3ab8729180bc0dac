import { useEffect } from 'react';

interface AnsweredPage {
  total: number;
  items: readonly unknown[];
}

/**
 * A page past the end of its list (an old link, a bookmarked page, rows removed meanwhile) moves to the list's
 * last page, where an empty answer would show the count beside "nothing here" and no pager to go back with.
 * Only ever backwards, so a total that disagrees with the rows cannot make it go round.
 */
export function useOffsetInRange(
  answer: AnsweredPage | undefined,
  paging: { offset: number; pageSize: number },
  update: (change: { offset: number }, options: { replace: boolean }) => void,
): void {
  const pastTheEnd = answer !== undefined && answer.items.length === 0 && paging.offset > 0;
  const lastOffset = answer
    ? Math.floor(Math.max(0, answer.total - 1) / paging.pageSize) * paging.pageSize
    : 0;
  useEffect(() => {
    if (pastTheEnd && lastOffset < paging.offset) update({ offset: lastOffset }, { replace: true });
  }, [pastTheEnd, lastOffset, paging.offset, update]);
}
