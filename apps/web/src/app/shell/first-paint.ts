import { useLayoutEffect } from 'react';

/** The id of the static first paint the server puts into index.html (the API's first-paint.ts). */
const FIRST_PAINT_ID = 'first-paint';

/**
 * The server paints a page's shell and heading before the app has run, over the app's root, so its loading
 * states are not seen; the app's own shell (or its error view) takes its place in the same frame as it is
 * first drawn.
 */
export function useFirstPaintReplaced(): void {
  useLayoutEffect(() => document.getElementById(FIRST_PAINT_ID)?.remove(), []);
}
