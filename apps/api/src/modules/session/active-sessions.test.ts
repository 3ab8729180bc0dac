import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveSession } from '@kaista/domain/session';
import { sessions } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed/demo-ids';
import { hashToken, SESSION_COOKIE } from '../../plugins/session/session-token';
import { cookieValue, createTestApp, type TestApp } from '../../test/test-app';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile Safari';

describe("one's own active sessions", () => {
  let t: TestApp;
  const list = async (session: string) =>
    (await t.request({ method: 'GET', url: '/api/users/self/sessions', session })).json<ActiveSession[]>();
  const loginFrom = async (userAgent: string, address: string) =>
    cookieValue(
      await t.request({
        method: 'POST',
        url: '/gauth/login',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': userAgent,
          'x-forwarded-for': address,
        },
        remoteAddress: address,
        payload: new URLSearchParams({
          email: 'employee@aurora.example',
          password: DEMO_PASSWORD,
        }).toString(),
      }),
      SESSION_COOKIE,
    )!;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists when, where from and with what each session started, marking the one asking', async () => {
    const laptop = await loginFrom('Firefox on a laptop', '192.0.2.10');
    const phone = await loginFrom(PHONE, '198.51.100.7');
    await t.login('manager@aurora.example');
    const sessions = await list(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({
      userAgent: 'Firefox on a laptop',
      address: '192.0.2.10',
      current: true,
    });
    expect(sessions[1]).toMatchObject({ userAgent: PHONE, address: '198.51.100.7', current: false });
    expect(JSON.stringify(sessions)).not.toContain(phone);
    expect(Date.parse(sessions[0]!.createdAt)).toBeLessThanOrEqual(Date.parse(sessions[1]!.createdAt));
  });

  it('moves the last activity with the keep-alive', async () => {
    const session = await loginFrom('Edge', '192.0.2.11');
    // As if the last keep-alive was ten minutes ago (the idle end is kept to the minute).
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    await t.db
      .update(sessions)
      .set({ lastActiveAt: tenMinutesAgo, idleExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.idHash, hashToken(session)));
    const sentAt = Date.now();
    await t.request({ method: 'POST', url: '/gauth/keepalive', session });
    const [after] = (await list(session)).filter((entry) => entry.current);
    expect(Date.parse(after!.lastActiveAt)).toBeGreaterThanOrEqual(sentAt);
  });

  it("logs out everywhere else, keeping the session asking and other people's sessions", async () => {
    const here = await loginFrom('Chrome', '192.0.2.12');
    const elsewhere = await loginFrom(PHONE, '198.51.100.8');
    const colleague = await t.login('manager@aurora.example');
    const ended = await t.request({
      method: 'DELETE',
      url: '/api/users/self/sessions/others',
      session: here,
    });
    expect(ended.statusCode).toBe(204);
    expect((await list(here)).map((entry) => entry.current)).toEqual([true]);
    const status = async (session: string) =>
      (await t.request({ method: 'GET', url: '/api/users/self/info', session })).statusCode;
    expect(await status(elsewhere)).toBe(401);
    expect(await status(here)).toBe(200);
    expect(await status(colleague)).toBe(200);
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/users/self/sessions' })).statusCode).toBe(401);
    const ended = await t.request({ method: 'DELETE', url: '/api/users/self/sessions/others' });
    expect(ended.statusCode).toBe(401);
  });
});
