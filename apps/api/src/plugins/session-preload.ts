import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionRoutes } from '@kaista/domain/session';
import { businessesRoutes } from '@kaista/domain/businesses';
import { featureFlagsFor } from '@kaista/domain/shared/constants';
import { visibleMenuEntries, type RoleHolder } from '@kaista/domain/shared/roles';
import type { FirstPaintPerson } from './first-paint';
import type { OpensMenuEntry } from './route-preloads';
import { SESSION_COOKIE } from './session/session-token';

/** The session calls the app's shell makes on every load before it can show a page (§7). */
const PRELOADED = {
  user: sessionRoutes.userInfo.path,
  profile: sessionRoutes.profile.path,
  environment: sessionRoutes.environment.path,
} as const;

/** The real company a path starts with (`/100001/home`), or null (`/0/tickets`, `/environmentmode`). */
const companyIdOf = (url: string): string | null => /^\/([1-9][0-9]{0,17})(?:\/|$)/.exec(url)?.[1] ?? null;

/** The company of the path, as the shell asks for it. */
function companyPath(url: string): string | null {
  const id = companyIdOf(url);
  return id ? businessesRoutes.get.path.replace(':id', id) : null;
}

/**
 * §6 as the app's route guard applies it to the path's company: the menu entries the user's roles and
 * permissions and the environment's flags show there. (The office-supplies entry, which also needs the
 * deployment's shop company, is not a page the server paints.)
 */
function menuEntriesOpen(data: Record<string, unknown>, url: string): OpensMenuEntry {
  const environment = (data.environment as { environment?: unknown }).environment;
  const flags = featureFlagsFor(typeof environment === 'string' ? environment : null);
  const open = visibleMenuEntries(data.user as RoleHolder, companyIdOf(url), flags);
  return (menuEntry) => open.some((entry) => entry.id === menuEntry);
}

/**
 * With a session, the answers of the shell's first calls, made inside the server through the same routes
 * (same checks, same JSON) so the page does not wait for their round trips (LCP, issue 17); null without a
 * session or when any of them fails, and the app then makes the calls itself as before. The company in the
 * path is added when it answers (a company the user may not see is left to the app's not-found view).
 */
export async function preloadSession(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
): Promise<{ json: string; language: string; person: FirstPaintPerson; opens: OpensMenuEntry } | null> {
  if (!request.cookies[SESSION_COOKIE] || !request.headers.cookie) return null;
  const headers = { cookie: request.headers.cookie, accept: 'application/json' };
  const names = Object.keys(PRELOADED) as (keyof typeof PRELOADED)[];
  const company = companyPath(url);
  const calls = Promise.all([
    company ? app.inject({ method: 'GET', url: company, headers }) : null,
    ...names.map((name) => app.inject({ method: 'GET', url: PRELOADED[name], headers })),
  ]);
  // An instance that is shutting down still answers the requests it took, but no longer injects: the page is
  // then served without the data, as to any other failure, rather than as a 500 in the middle of a restart.
  const [companyAnswer, ...answers] = await calls.catch((error: unknown) => {
    request.log.debug({ err: error }, 'session preload skipped');
    return [null];
  });
  if (answers.length === 0 || answers.some((answer) => answer!.statusCode !== 200)) return null;
  const data: Record<string, unknown> = Object.fromEntries(
    names.map((name, index) => [name, answers[index]!.json()]),
  );
  if (companyAnswer?.statusCode === 200) data.company = companyAnswer.json();
  const language = (data.profile as { userLanguage?: unknown }).userLanguage;
  const companyName = (data.company as { name?: unknown } | undefined)?.name;
  const user = data.user as { firstName?: unknown; name?: unknown };
  const greetingName = (typeof user.firstName === 'string' && user.firstName) || user.name;
  return {
    // Inside <script> only "</script" or "<!--" could end the block early; no "<" is left to start either.
    json: JSON.stringify(data).replace(/</g, '\\u003c'),
    language: typeof language === 'string' && /^[a-z]{2}$/.test(language) ? language : 'fi',
    person: {
      companyName: typeof companyName === 'string' ? companyName : null,
      greetingName: typeof greetingName === 'string' ? greetingName : '',
      tourDismissed: (data.profile as { mainTourDismissed?: unknown }).mainTourDismissed !== false,
    },
    opens: menuEntriesOpen(data, url),
  };
}
