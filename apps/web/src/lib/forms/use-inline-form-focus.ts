import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusWasLost, focusableHeading } from '../focus/focus-targets';

const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** The control itself, or the one drawn again in its place (an "Add" button hidden while its form was open). */
function sameControlAs(control: Element | null): HTMLElement | null {
  if (control instanceof HTMLElement && control.isConnected) return control;
  if (!control) return null;
  const label = control.getAttribute('aria-label');
  const candidates = document.querySelectorAll<HTMLElement>(control.tagName);
  return (
    [...candidates].find(
      (candidate) =>
        candidate.textContent === control.textContent && candidate.getAttribute('aria-label') === label,
    ) ?? null
  );
}

/** The form's heading, which says what it changes; its first field where it has none. */
function focusStartOf(area: HTMLElement | null): void {
  const heading = focusableHeading(area?.querySelector<HTMLElement>('h2, h3, h4'));
  (heading ?? area?.querySelector<HTMLElement>(FIRST_FIELD))?.focus();
}

/**
 * The focus of a form that opens on the page rather than in a dialog. When it opens, the focus goes to its
 * heading (its first field where it has none): a keyboard or screen reader user who pressed "Edit" in a row
 * further down is then where the form is and hears what it changes. When it closes (saved or cancelled,
 * its buttons gone), the focus goes back to what opened it, or to the same control drawn again, where it
 * fell to the document's start.
 *
 * `openFor` names what the form is open for (null when closed), so that another row's "Edit" moves the focus
 * again; the returned ref is for the `InlineFormArea` the form is drawn in.
 */
export function useInlineFormFocus(openFor: unknown): RefObject<HTMLDivElement | null> {
  const area = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<Element | null>(null);
  const opener = useRef<Element | null>(null);
  const wasOpenFor = useRef(openFor);

  useEffect(() => {
    const remember = (event: FocusEvent) => {
      if (event.target instanceof Element && !area.current?.contains(event.target))
        lastFocused.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  // Before the browser paints and before the shell's focus rescue (a frame later) looks for lost focus.
  useLayoutEffect(() => {
    if (openFor === wasOpenFor.current) return;
    wasOpenFor.current = openFor;
    if (openFor !== null) {
      opener.current = lastFocused.current;
      focusStartOf(area.current);
    } else if (focusWasLost()) {
      sameControlAs(opener.current)?.focus();
    }
  }, [openFor]);

  return area;
}
