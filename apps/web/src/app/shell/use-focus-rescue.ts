import { useEffect, type RefObject } from 'react';

/**
 * When the element with the focus leaves the page (a row removed with the button that was pressed in it, a
 * dialog closed whose opener went with the row), the browser drops the focus to the document's start, and a
 * keyboard or screen reader user starts over from the skip link. The focus goes to the page's content instead,
 * without scrolling. The check waits a frame: a dialog gives the focus back to its opener then, and a page
 * that knows a better place (a notice of what was done) may have moved it there.
 */
export function useFocusRescue(content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const main = content.current;
    if (!main) return;
    let focused: Element | null = null;
    let frame = 0;
    const remember = (event: FocusEvent) => {
      focused = event.target instanceof Element ? event.target : null;
    };
    const rescue = () => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (!lost || !focused || focused.isConnected) return;
      focused = null;
      main.focus({ preventScroll: true });
    };
    const observer = new MutationObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(rescue);
    });
    document.addEventListener('focusin', remember);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', remember);
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [content]);
}
