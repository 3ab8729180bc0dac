import { describe, expect, it } from 'vitest';
import table from '../../../route-preloads.json';

/** The modules the server preloads (and the page whose heading it paints) for a visit to `url`, as web-app.ts finds them. */
const preloadedFor = (url: string) =>
  table.pages.find((page) => new RegExp(page.path).test(url))?.modules ?? null;

describe('the pages the server preloads and paints first (route-preloads.json)', () => {
  it("names a company's home and tickets list", () => {
    expect(preloadedFor('/100001/home')).toEqual(['src/features/home/home-page.tsx']);
    expect(preloadedFor('/100001/tickets')).toEqual(['src/features/tickets/ticket-list-page.tsx']);
  });

  // Company 0 is no company (§2): /0/tickets is the desk's queue, not a tickets list headed "Tukipyynnöt".
  it.each(['/0/tickets', '/0/home', '/0', '/100001/tickets/new', '/100001/tickets/T1'])(
    'names nothing for %s, another page',
    (url) => {
      expect(preloadedFor(url)).toBeNull();
    },
  );
});
