import { useEffect, type RefObject } from 'react';

/** Calls onOutside when a pointer goes down outside the element, while active. */
export function useOutsidePointer(
  ref: RefObject<HTMLElement | null>,
  isActive: boolean,
  onOutside: () => void,
) {
  useEffect(() => {
    if (!isActive) return undefined;
    const listener = (event: PointerEvent) => {
      if (event.target instanceof Node && !ref.current?.contains(event.target)) onOutside();
    };
    document.addEventListener('pointerdown', listener);
    return () => document.removeEventListener('pointerdown', listener);
  }, [ref, isActive, onOutside]);
}
