import { useEffect, useRef, useState } from 'react';

/**
 * After a refused send, the focus goes to the first field marked invalid, so a keyboard or screen reader user
 * is taken to what needs fixing rather than left on the button below it (the react-hook-form forms do this
 * themselves). `refused` is called with the errors set; the focus moves once they are drawn.
 */
export function useFocusFirstError<T extends HTMLElement>() {
  const container = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return { container, refused: () => setRefusals((count) => count + 1) };
}
