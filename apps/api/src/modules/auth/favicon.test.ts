import { copyFile, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

const WEB_FAVICON = path.resolve(import.meta.dirname, '../../../../web/public/favicon.svg');

/** Issue 23.7: the login pages show the portal's icon, the web app's own asset from its build. */
describe('the login pages favicon', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDistDir = await mkdtemp(path.join(tmpdir(), 'kaista-web-'));
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Kaista</title>');
    await copyFile(WEB_FAVICON, path.join(webDistDir, 'favicon.svg'));
    t = await createTestApp({ config: { webDistDir } });
  });
  afterAll(() => t.close());

  it('links the favicon from the login page and serves it', async () => {
    const login = await t.request({ method: 'GET', url: '/gauth/login?lang=sv' });
    expect(login.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    const icon = await t.request({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect(icon.body).toContain('<svg');
  });
});
