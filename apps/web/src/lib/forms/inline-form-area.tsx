import type { ReactNode, RefObject } from 'react';

/**
 * Where an inline form is drawn, for `useInlineFormFocus` to find it; it lays out nothing of its own, so an
 * empty one adds no gap to its page's grid.
 */
export function InlineFormArea({
  ref,
  children,
}: {
  ref: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) {
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
