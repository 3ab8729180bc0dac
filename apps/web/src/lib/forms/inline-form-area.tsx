import type { KeyboardEvent, ReactNode, RefObject } from 'react';

/**
 * Where an inline form is drawn, for `useInlineFormFocus` to find it; it lays out nothing of its own, so an
 * empty one adds no gap to its page's grid. Escape in it closes the form unsaved (`onEscape`), as it closes a
 * dialog; an Escape a control inside has already used (closing its own list) is left to that control.
 */
export function InlineFormArea({
  ref,
  onEscape,
  children,
}: {
  ref: RefObject<HTMLDivElement | null>;
  onEscape?: () => void;
  children: ReactNode;
}) {
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !onEscape) return;
    event.stopPropagation();
    onEscape();
  };
  return (
    <div ref={ref} style={{ display: 'contents' }} onKeyDown={escape}>
      {children}
    </div>
  );
}
