import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps an element where it stands in the window across the next render, which may put content above it (a
 * panel that appears once something is chosen): the page scrolls by as much as the element was pushed, so
 * the control just pressed stays under the user's finger and in view. Call the answer before the change.
 */
export function useKeepInPlace(): (element: Element | null) => void {
  const held = useRef<{ element: Element; top: number } | null>(null);
  useLayoutEffect(() => {
    const before = held.current;
    if (!before) return;
    held.current = null;
    const pushed = before.element.getBoundingClientRect().top - before.top;
    if (pushed !== 0 && before.element.isConnected) window.scrollBy(0, pushed);
  });
  return (element) => {
    if (element) held.current = { element, top: element.getBoundingClientRect().top };
  };
}
