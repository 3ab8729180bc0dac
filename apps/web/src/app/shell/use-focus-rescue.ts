import { useEffect, type RefObject } from 'react';
import { focusWasLost } from '../../lib/focus/focus-targets';
import { placeAfter, removalOf, type Removal } from './focus-after-removal';

const DIALOG = '[role="dialog"], [role="alertdialog"]';

/**
 * When the element with the focus leaves the page (a row removed with the button that was pressed in it, a
 * dialog closed whose opener went with the row), the browser drops the focus to the document's start, and a
 * keyboard or screen reader user starts over from the skip link. The focus goes to the same control in the
 * row that took the removed row's place (the row of the dialog's opener, for a dialog), else to the heading
 * of the section the removal left, else to the page's content. The check waits a frame: a dialog gives the
 * focus back to its opener then, and a page that knows a better place (a notice of what was done) may have
 * moved it there.
 */
export function useFocusRescue(content: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const main = content.current;
    if (!main) return;
    let focused: Element | null = null;
    let focusedRemoval: Removal | null = null;
    // The element that had the focus before it went into a dialog, where the dialog gives it back.
    let opener: Element | null = null;
    let openerRemoval: Removal | null = null;
    let frame = 0;
    const remember = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target?.closest(DIALOG)) opener = null;
      else if (focused && !focused.closest(DIALOG)) [opener, openerRemoval] = [focused, null];
      [focused, focusedRemoval] = [target, null];
    };
    const noteRemovals = (records: MutationRecord[]) => {
      for (const record of records) {
        if (focused && !focused.isConnected) focusedRemoval ??= removalOf(record, focused);
        if (opener && !opener.isConnected) openerRemoval ??= removalOf(record, opener);
      }
    };
    const rescue = () => {
      if (!focusWasLost() || !focused || focused.isConnected) return;
      const inDialog = focused.closest(DIALOG) !== null;
      const removal = inDialog && openerRemoval ? openerRemoval : focusedRemoval;
      const place = removal && placeAfter(removal);
      [focused, focusedRemoval, opener, openerRemoval] = [null, null, null, null];
      (place ?? main).focus({ preventScroll: !place });
    };
    const observer = new MutationObserver((records) => {
      noteRemovals(records);
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
