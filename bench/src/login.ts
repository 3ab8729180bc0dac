import { DEMO_PASSWORD } from '@kaista/api/src/seed/demo-ids';

/** Logs a persona in through the real login form and returns the Cookie header for its session. */
export async function loginForBench(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/gauth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('kaista_session='));
  if (!cookie) throw new Error(`bench login of ${email} failed: ${response.status}`);
  const header = cookie.split(';')[0]!;
  await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: { cookie: header, origin, 'x-accept-language': 'fi' },
  });
  return header;
}
