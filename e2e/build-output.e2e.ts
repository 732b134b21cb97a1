// What each build ships (README, "The production build"): the production build is only the product, the demo has
// no OpenID client, every page carries the Content-Security-Policy, and a production build without its settings
// fails. The builds are the browser tests' own (e2e/global-setup.ts); only the failing builds run here.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildEnv, PRODUCT_ENV } from '../scripts/build/build-env';
import { contentSecurityPolicy } from '../scripts/build/csp';
import { inlineScriptIn } from '../scripts/build/vite-plugin';
import { DEV_CLIENT_ID } from '../scripts/dev-idp/provider';
import { DEMO_DB_STORAGE_PREFIX } from '@/mocks/db/db';
import seed from '@/mocks/db/seed.json';
import { demoPeople } from '@/mocks/people';

const dirs = inject('buildDirs');

/** Every file of a build, by its path in the build, as text. */
function filesOf(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(path.slice(dir.length + 1), readFileSync(path, 'utf8'));
    }
  }
  return files;
}
const production = filesOf(dirs.production);
const demo = filesOf(dirs.demo);
const development = filesOf(dirs.development);

/** The strings of `markers` found in a build, each with the first file holding it. */
const foundIn = (files: Map<string, string>, markers: string[]) =>
  markers.flatMap((marker) => {
    const file = [...files].find(([, text]) => text.includes(marker))?.[0];
    return file ? [`${marker} (${file})`] : [];
  });

const demoMaterial = {
  'MSW and its interceptors': ['[MSW]', 'response:mocked'],
  'the demo people and their development password': [
    ...new Set(demoPeople.flatMap((person) => [person.email, person.lastName, person.password])),
  ],
  'the seed': [
    ...seed.users.flatMap((user) => [user.email, user.lastName, user.phoneNumber]),
    ...seed.companies.flatMap((company) => [company.name, company.nip]),
    ...seed.caseMessages.map((message) => message.content.slice(0, 60)),
  ].filter((marker): marker is string => typeof marker === 'string' && marker.length >= 6),
  'the demo session and database': ['portal-demo-user', DEMO_DB_STORAGE_PREFIX],
  faker: ['@faker-js/faker', 'fakerjs.dev'],
};
const oidcClient = ['No matching state found in storage', '.well-known/openid-configuration', 'signinSilentCallback'];

describe('the production build is only the product', () => {
  it('ships no service worker, nor does the demo (its MSW answers inside the page)', () => {
    expect([...production.keys(), ...demo.keys()].filter((file) => file.includes('mockServiceWorker'))).toEqual([]);
  });

  it.each(Object.entries(demoMaterial))('holds nothing of %s (which the demo holds)', (_what, markers) => {
    expect(foundIn(production, markers)).toEqual([]);
    expect(foundIn(demo, markers)).toHaveLength(markers.length);
  });

  it('holds no fallback to the development sign-in server', () => {
    expect(foundIn(production, ['localhost:4010'])).toEqual([]);
  });

  it('the demo holds no OpenID client (oidc-client-ts) and no silent-renewal page; the OpenID builds hold both', () => {
    expect(foundIn(demo, oidcClient)).toEqual([]);
    expect(demo.has('silent-renew.html')).toBe(false);
    for (const files of [production, development]) {
      expect(foundIn(files, oidcClient)).toHaveLength(oidcClient.length);
      expect(files.has('silent-renew.html')).toBe(true);
    }
  });
});

describe('what each built page loads', () => {
  const scriptsOf = (html: string) => [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  /** The scripts and everything they import statically. */
  const withImports = (files: Map<string, string>, scripts: string[]) => {
    const loaded = new Set<string>();
    const visit = (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      for (const [, name] of files.get(file)!.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) visit(`assets/${name}`);
    };
    scripts.forEach(visit);
    return loaded;
  };
  const loadedBy = (files: Map<string, string>, page: string) => withImports(files, scriptsOf(files.get(page)!));

  it.each([
    ['production', production],
    ['demo', demo],
  ])('%s: the first page loads at most 150 KB of JS (gzip), its budget', (_build, files) => {
    const gzipKb = [...loadedBy(files, 'index.html')].reduce(
      (total, file) => total + gzipSync(files.get(file)!).length / 1024,
      0,
    );
    expect(gzipKb).toBeLessThanOrEqual(150);
  });

  it.each([
    ['production', production],
    ['demo', demo],
  ])(
    '%s: the first page of the app is one chunk (beside the runtime of rolldown) holding the entry',
    (_build, files) => {
      const scripts = loadedBy(files, 'index.html');
      expect(scripts.size).toBeLessThanOrEqual(2);
      expect([...scripts].filter((file) => files.get(file)!.includes('createRoot'))).toHaveLength(1);
    },
  );

  it.each([
    ['production', production],
    ['demo', demo],
  ])(
    '%s: the Mantine components the screens share are one chunk, which imports only the first page',
    (_build, files) => {
      const app = loadedBy(files, 'index.html');
      const holding = [...files.keys()].filter(
        (file) => file.endsWith('.js') && /\bname:["`](MultiSelect|Paper|Switch|Table)["`]/.test(files.get(file)!),
      );
      expect(holding).toHaveLength(1);
      expect([...withImports(files, holding)].filter((file) => file !== holding[0] && !app.has(file))).toEqual([]);
    },
  );

  it('production: the silent-renewal page loads the OpenID client and nothing of the app', () => {
    const app = loadedBy(production, 'index.html');
    const silent = loadedBy(production, 'silent-renew.html');
    expect([...silent].filter((file) => app.has(file))).toEqual([]);
    expect(foundIn(new Map([...silent].map((file) => [file, production.get(file)!])), oidcClient)).toHaveLength(
      oidcClient.length,
    );
  });
  it('the demo: the stand-in card-provider page loads nothing of the app (which would start on it); only the demo has it', () => {
    const app = loadedBy(demo, 'index.html');
    const provider = loadedBy(demo, 'demo-card-provider.html');
    expect(provider.size).toBeGreaterThan(0);
    expect([...provider].filter((file) => app.has(file))).toEqual([]);
    expect([...production.keys(), ...development.keys()].filter((file) => file.includes('card-provider'))).toEqual([]);
  });
});

describe('the Content-Security-Policy of the built pages', () => {
  const policyOf = (html: string) =>
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1].replaceAll('&quot;', '"');
  const pages = (files: Map<string, string>) => [...files].filter(([file]) => file.endsWith('.html'));

  it('production: each page has the policy derived from its API and sign-in server, and no inline script', () => {
    const policy = contentSecurityPolicy(
      buildEnv({
        VITE_API_BASE_URL: inject('apiUrl'),
        VITE_OIDC_AUTHORITY: inject('idpUrl'),
        VITE_OIDC_CLIENT_ID: DEV_CLIENT_ID,
      }),
    );
    expect(
      pages(production)
        .map(([file]) => file)
        .sort(),
    ).toEqual(['index.html', 'silent-renew.html']);
    for (const [file, html] of pages(production)) {
      expect(policyOf(html), file).toBe(policy);
      expect(inlineScriptIn(html), file).toBeUndefined();
      // before anything the policy governs
      expect(html.indexOf('Content-Security-Policy'), file).toBeLessThan(html.indexOf('<script'));
    }
  });

  it('production: the app page opens its connection to the API while its scripts load; the demo has no API to open', () => {
    const preconnect = `<link rel="preconnect" href="${new URL(inject('apiUrl')).origin}" crossorigin />`;
    expect(production.get('index.html')).toContain(preconnect);
    expect(demo.get('index.html')).not.toContain('rel="preconnect"');
  });

  it('the demo: the same policy with its own origin as the only server', () => {
    const [[, html]] = pages(demo);
    expect(policyOf(html)).toBe(contentSecurityPolicy(buildEnv({ VITE_DEMO: 'true' })));
    expect(policyOf(html)).toContain("connect-src 'self';");
    expect(policyOf(html)).toContain("worker-src 'none';");
    expect(inlineScriptIn(html)).toBeUndefined();
  });
});

describe('a production build without its settings, or with a demo setting', () => {
  const root = resolve(import.meta.dirname, '..');
  const saved = { ...process.env };
  const outDirs: string[] = [];
  afterEach(() => {
    process.env = { ...saved };
    for (const dir of outDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const configured = {
    VITE_API_BASE_URL: 'https://api.example.pl',
    VITE_OIDC_AUTHORITY: 'https://login.example.pl',
    VITE_OIDC_CLIENT_ID: 'portal',
  };
  /** `npm run build`'s Vite build with these settings in the environment: it must fail and write nothing. */
  const failingBuild = async (variables: Record<string, string | undefined>, message: string) => {
    for (const key of Object.keys(process.env).filter((k) => k.startsWith('VITE_'))) delete process.env[key];
    for (const [name, value] of Object.entries(variables)) if (value !== undefined) process.env[name] = value;
    const outDir = mkdtempSync(join(tmpdir(), 'portal-e2e-unconfigured-'));
    outDirs.push(outDir);
    await expect(
      build({ root, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } }),
    ).rejects.toThrow(message);
    expect(readdirSync(outDir)).toEqual([]);
  };

  it.each(Object.keys(PRODUCT_ENV))('fails without %s, saying what is missing', async (name) => {
    await failingBuild(
      { ...configured, [name]: undefined },
      `The production build needs the API and sign-in settings: ${name} is not set.`,
    );
  });

  it.each([
    [{ VITE_MOCK_API: 'true' }, 'VITE_MOCK_API'],
    [{ VITE_DEMO: 'true' }, 'VITE_DEMO'],
    [{ ...configured, VITE_MOCK_API: 'true' }, 'VITE_MOCK_API'],
    [{ ...configured, VITE_DEMO: 'true', VITE_MOCK_API: 'true' }, 'VITE_DEMO, VITE_MOCK_API'],
  ])('a demo setting fails the build, with or without the others (%o)', async (variables, named) => {
    await failingBuild(variables, `The production build cannot be the demo: unset ${named}.`);
  });

  it.each(['VITE_API_BASE_URL', 'VITE_OIDC_AUTHORITY'])('a plain-http %s fails the build', async (name) => {
    await failingBuild(
      { ...configured, [name]: 'http://portal.example.pl' },
      `${name} must be an absolute https URL (http only for localhost)`,
    );
  });
});
