import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { appPrefetchLinks, routePreloadLinks } from './route-preloads';

describe('serving the built web app', () => {
  let t: TestApp;
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaista-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(distDir, 'assets'));
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><html><head><title>Kaista</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(
      path.join(distDir, 'start-login.html'),
      '<!doctype html><html><head><title>Kaista</title><script type="module" src="/assets/start-def.js"></script></head><body></body></html>',
    );
    fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js'), 'console.log("kaista");'.repeat(200));
    fs.writeFileSync(path.join(distDir, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":[]}');
    // The build's compressed copies of an asset; their text tells which one was sent.
    fs.writeFileSync(path.join(distDir, 'assets', 'big-abc123.js'), 'console.log("as built");'.repeat(200));
    fs.writeFileSync(
      path.join(distDir, 'assets', 'big-abc123.js.br'),
      zlib.brotliCompressSync('the Brotli copy'),
    );
    fs.writeFileSync(path.join(distDir, 'assets', 'big-abc123.js.gz'), zlib.gzipSync('the gzip copy'));
    fs.mkdirSync(path.join(distDir, '.vite'));
    fs.writeFileSync(
      path.join(distDir, '.vite', 'manifest.json'),
      '{"index.html":{"file":"assets/app.js","isEntry":true}}',
    );
    fs.writeFileSync(
      path.join(distDir, '.vite', 'route-preloads.json'),
      JSON.stringify({
        shell: [],
        brand: { name: 'Kaista', logoUrl: '/favicon.svg' },
        pages: [
          {
            path: '^/[1-9][0-9]*/home/?$',
            menuEntry: 'home',
            modules: [],
            texts: [],
            headings: { fi: 'Etusivu' },
            headedByCompany: true,
            greetings: { fi: 'Tervetuloa, {{name}}' },
            tours: {
              fi: {
                progress: 'Esittely, vaihe 1/5',
                skip: 'Ohita esittely',
                title: 'Tervetuloa Kaistaan',
                text: 'Tämä on yrityksesi etusivu.',
                next: 'Seuraava',
              },
            },
          },
          {
            path: '^/[1-9][0-9]*/tickets/?$',
            menuEntry: 'tickets',
            modules: [],
            texts: [],
            headings: { fi: 'Tukipyynnöt', en: 'Tickets' },
          },
        ],
      }),
    );
    t = await createTestApp({ config: { webDistDir: distDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it.each(['/', '/100001/home', '/0', '/100001/tickets/abc?status=open'])(
    'answers a visit to %s without a session cookie with the page that starts the login and prefetches the app',
    async (url) => {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('/assets/start-def.js');
      expect(response.body).toContain('<link rel="prefetch" crossorigin href="/assets/app.js"></head>');
      expect(response.body).not.toContain('<div id="root">');
    },
  );

  it.each([`/oauth?state=${'a'.repeat(64)}`, '/defaultreturn', '/_error'])(
    'answers %s, which opens without a session, with the app',
    async (url) => {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    },
  );

  it('serves hashed assets as immutable and compressed', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    ['br', zlib.brotliDecompressSync, 'the Brotli copy'],
    ['gzip', zlib.gunzipSync, 'the gzip copy'],
  ])(
    "sends the build's %s copy of an asset as it is, to a browser that accepts it",
    async (encoding, decompress, text) => {
      const response = await t.request({
        method: 'GET',
        url: '/assets/big-abc123.js',
        headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br, zstd' : 'gzip, deflate' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decompress(response.rawPayload).toString()).toBe(text);
    },
  );

  it('sends an asset itself to a browser that accepts no compression, and never a copy by its own name', async () => {
    const plain = await t.request({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("as built");'.repeat(200));
    for (const url of ['/assets/big-abc123.js.br', '/assets/big-abc123.js.gz']) {
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('serves an asset added after the server started', async () => {
    fs.writeFileSync(path.join(distDir, 'assets', 'later-def456.js'), 'export {};');
    expect((await t.request({ method: 'GET', url: '/assets/later-def456.js' })).statusCode).toBe(200);
  });

  it('answers missing files and unknown API paths with a JSON 404, not the app', async () => {
    for (const url of ['/assets/missing.js', '/api/missing', '/gauth/missing']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });

  it('never serves the source maps that the build keeps beside the assets', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/app-abc123.js.map' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('"sources"');
  });

  it('never serves the build manifest either', async () => {
    const response = await t.request({ method: 'GET', url: '/.vite/manifest.json' });
    expect(response.body).not.toContain('assets/app.js');
  });

  it('puts the session user, profile, environment and company into the page it serves with a session, private and unstored', async () => {
    const session = await t.login('manager@aurora.example');
    const asked = async (url: string) => (await t.request({ method: 'GET', url, session })).json();
    const response = await t.request({ method: 'GET', url: '/100001/home', session });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const block = /<script type="application\/json" id="kaista-session">(.*?)<\/script>/.exec(response.body);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1]!)).toEqual({
      user: await asked('/api/users/self/info'),
      profile: await asked('/api/users/self/profile'),
      environment: await asked('/api/environment'),
      company: await asked('/api/businesses/100001'),
    });
  });

  it("paints the shell and the heading of a page the table lists before the app runs, in the user's language", async () => {
    const session = await t.login('manager@aurora.example');
    const home = (await t.request({ method: 'GET', url: '/100001/home', session })).body;
    expect(home).toMatch(/<body><div id="first-paint" aria-hidden="true">.*<h1>Aurora Logistics Oy<\/h1>/);
    const tickets = (await t.request({ method: 'GET', url: '/100001/tickets', session })).body;
    expect(tickets).toContain('<h1>Tukipyynnöt</h1>');
    expect(tickets).toContain('<span class="fp-company">Aurora Logistics Oy</span>');
    expect(tickets).not.toContain('<p class="fp-greeting">');
    const other = (await t.request({ method: 'GET', url: '/100001/invoices', session })).body;
    expect(other).toContain('kaista-session');
    expect(other).not.toContain('first-paint');
  });

  it("paints home's greeting and, until the profile says it was shown, the tour's first step", async () => {
    const session = await t.login('manager@aurora.example');
    const first = (await t.request({ method: 'GET', url: '/100001/home', session })).body;
    expect(first).toMatch(/<h1>Aurora Logistics Oy<\/h1><p class="fp-greeting">Tervetuloa, [^<]+<\/p>/);
    expect(first).toMatch(/<h2>Tervetuloa Kaistaan<\/h2><p class="fp-text">Tämä on yrityksesi etusivu\./);
    const payload = { mainTourDismissed: true };
    expect(
      (await t.request({ method: 'PUT', url: '/api/users/self/profile', session, payload })).statusCode,
    ).toBe(200);
    const later = (await t.request({ method: 'GET', url: '/100001/home', session })).body;
    expect(later).toContain('<p class="fp-greeting">');
    expect(later).not.toContain('<div class="fp-tour">');
  });

  it('leaves out a company the user may not see, and paints nothing of it', async () => {
    const session = await t.login('manager@aurora.example');
    const response = await t.request({ method: 'GET', url: '/100003/home', session });
    const block = /id="kaista-session">(.*?)<\/script>/.exec(response.body);
    expect(Object.keys(JSON.parse(block![1]!))).toEqual(['user', 'profile', 'environment']);
    expect(response.body).not.toContain('first-paint');
  });

  // The app's guard sends them on (§6): what they see first is another page.
  it("paints no page the person may not open: a shop representative's home, an employee's tickets", async () => {
    const paintOf = async (email: string, url: string) => {
      const page = (await t.request({ method: 'GET', url, session: await t.login(email) })).body;
      expect(page).toContain('kaista-session');
      return page.includes('<div id="first-paint" aria-hidden="true">');
    };
    expect(await paintOf('rep@kettu.example', '/100003/home')).toBe(false);
    expect(await paintOf('employee@aurora.example', '/100001/tickets')).toBe(false);
    expect(await paintOf('employee@aurora.example', '/100001/home')).toBe(true);
  });

  it('serves the app without session data to a visitor whose session cookie names no session', async () => {
    const response = await t.request({ method: 'GET', url: '/100001/home', session: 'no-such-session' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
    expect(response.body).not.toContain('kaista-session');
    expect(response.body).not.toContain('first-paint');
  });
});

describe('the preload links of a page', () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kaista-preloads-'));
  fs.mkdirSync(path.join(distDir, '.vite'));
  const manifest = {
    'index.html': {
      file: 'assets/entry.js',
      isEntry: true,
      imports: ['_shared-entry.js'],
      css: ['assets/entry.css'],
    },
    '_shared-entry.js': { file: 'assets/shared-entry.js' },
    '_controls.js': { file: 'assets/controls.js', css: ['assets/controls.css'] },
    'src/app/shell/user-menu.tsx': { file: 'assets/menu.js', imports: ['index.html', '_controls.js'] },
    'src/features/home/home-page.tsx': {
      file: 'assets/home.js',
      imports: ['index.html', '_shared-entry.js', '_controls.js'],
      css: ['assets/home.css'],
    },
    'src/locales/sv/home.json': { file: 'assets/home-sv.js' },
  };
  const table = {
    shell: ['src/app/shell/user-menu.tsx'],
    pages: [
      {
        path: '^/[1-9][0-9]*/home/?$',
        menuEntry: 'home',
        modules: ['src/features/home/home-page.tsx'],
        texts: ['home'],
      },
    ],
  };
  fs.writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(distDir, '.vite', 'route-preloads.json'), JSON.stringify(table));
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));
  const opensAll = () => true;

  it("name the page's chunks, their styles and its texts in the user's language, not what the entry loads", () => {
    const links = routePreloadLinks(distDir, '/100001/home', 'sv', opensAll);
    const hrefs = [...links.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs.sort()).toEqual(
      [
        '/assets/controls.css',
        '/assets/controls.js',
        '/assets/home-sv.js',
        '/assets/home.css',
        '/assets/home.js',
        '/assets/menu.js',
      ].sort(),
    );
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/home.js">');
    expect(links).toContain('<link rel="preload" as="style" crossorigin href="/assets/home.css">');
  });

  it('name only the shell parts for a page not in the table, and nothing without a build', () => {
    const hrefs = [
      ...routePreloadLinks(distDir, '/100001/invoices', 'fi', opensAll).matchAll(/href="([^"]+)"/g),
    ];
    expect(hrefs.map((match) => match[1]).sort()).toEqual([
      '/assets/controls.css',
      '/assets/controls.js',
      '/assets/menu.js',
    ]);
    expect(routePreloadLinks(path.join(distDir, 'missing'), '/100001/home', 'fi', opensAll)).toBe('');
  });

  it("name the app's first load for the page that starts the login to prefetch, and nothing without a build", () => {
    const hrefs = [...appPrefetchLinks(distDir).matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs.sort()).toEqual(['/assets/entry.css', '/assets/entry.js', '/assets/shared-entry.js']);
    expect(appPrefetchLinks(path.join(distDir, 'missing'))).toBe('');
  });
});
