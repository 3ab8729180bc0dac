import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { LoadingPlaceholder, type LoadingPlaceholderProps } from '../loading-placeholder/loading-placeholder';
import { ResultCount } from '../result-count/result-count';

/** What this needs of a query's state; TanStack Query's results have it. */
export interface QueryState<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryContentProps<T> {
  query: QueryState<T>;
  /** The placeholder while the first answer is awaited. */
  loading: LoadingPlaceholderProps;
  /** Said when the query failed. */
  failed: ReactNode;
  /** The name of a button that asks again after a failure; no button without it. */
  retry?: string;
  /** Whether an answer has nothing to show; `empty` is then said in place of the content. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  /**
   * How many an answer holds under the list's filters, e.g. "Orders: 24": a status message above the content,
   * kept when the answer is empty.
   */
  count?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The place of a query's answer: its placeholder while it loads, what failed (with a retry when asked), what
 * is not there when the answer is empty, and the content made of the answer otherwise, each answer under its
 * count when given one.
 */
export function QueryContent<T>({
  query,
  loading,
  failed,
  retry,
  isEmpty,
  empty,
  count,
  children,
}: QueryContentProps<T>) {
  const answerShown = useFirstAnswerInBackground(!query.isPending);
  if (!answerShown || query.isPending) return <LoadingPlaceholder {...loading} />;
  if (query.isError || query.data === undefined)
    return (
      <EmptyState
        action={
          retry ? (
            <Button variant="secondary" onPress={() => void query.refetch()}>
              {retry}
            </Button>
          ) : undefined
        }
      >
        {failed}
      </EmptyState>
    );
  const data = query.data;
  // One status node for an empty answer and any other: React keeps it when a filter leaves nothing, so that
  // change is announced like any other count (a status region that appears with its text is often not).
  return (
    <>
      {count ? <ResultCount>{count(data)}</ResultCount> : null}
      {isEmpty?.(data) ? <EmptyState>{empty}</EmptyState> : children(data)}
    </>
  );
}

/**
 * Whether the first answer may show. It is rendered in a background pass (a transition), which React does in
 * slices between the browser's other work: as the query's update itself is urgent, a list of many rows would
 * otherwise render in one long task. An answer already there when the place appears shows at once, and later
 * answers render as they come.
 */
function useFirstAnswerInBackground(answered: boolean): boolean {
  const [shown, setShown] = useState(answered);
  useEffect(() => {
    if (answered && !shown) startTransition(() => setShown(true));
  }, [answered, shown]);
  return shown;
}
