import { vi } from 'vitest';

/**
 * For tests of components that follow a media query (`useMediaQuery`): jsdom has no layout and no matchMedia,
 * so this answers every query as a phone (narrow) or a wide screen would. Undo with `vi.unstubAllGlobals()`.
 */
export function stubViewport(isNarrow: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isNarrow,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
