import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import table from '../../../route-preloads.json';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { areaRoutes } from './area-routes';
import { appRoutes } from './routes';

/** The page the server preloads and paints first for a visit to `url`, as web-app.ts finds it. */
const pageFor = (url: string) => table.pages.find((page) => new RegExp(page.path).test(url)) ?? null;

/** The menu entries whose requirements the app's route guard asks on the way to `url`. */
const guardingEntries = (url: string) =>
  (matchRoutes(appRoutes([], areaRoutes), url) ?? []).flatMap(
    (match) => (match.route.handle as RouteHandle | undefined)?.menuEntry ?? [],
  );

describe('the pages the server preloads and paints first (route-preloads.json)', () => {
  it.each([
    ['/100001/home', 'src/features/home/home-page.tsx'],
    ['/100001/tickets', 'src/features/tickets/ticket-list-page.tsx'],
  ])('names %s with its module, behind the menu entry its route asks for', (url, module) => {
    const page = pageFor(url);
    expect(page?.modules).toEqual([module]);
    // The server paints the page only for a person who may open this entry, so the guard must ask the same.
    expect(guardingEntries(url)).toContain(page?.menuEntry);
  });

  // Company 0 is no company (§2): /0/tickets is the desk's queue, not a tickets list headed "Tukipyynnöt".
  it.each(['/0/tickets', '/0/home', '/0', '/100001/tickets/new', '/100001/tickets/T1'])(
    'names nothing for %s, another page',
    (url) => {
      expect(pageFor(url)).toBeNull();
    },
  );
});
