/** Whether the focus fell to the document's start: its element left the page, or nothing took it. */
export function focusWasLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * The heading, made able to take the focus from script (`tabindex=-1`, so Tab still passes it by), for a
 * place the focus is moved to where a heading says best where the user now is.
 */
export function focusableHeading(heading: HTMLElement | null | undefined): HTMLElement | null {
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return heading ?? null;
}
