import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { signInThroughUi, type Account, type Landing } from './accounts.js';
import { apiCall, apiOk, type ApiAnswer, type ApiCallOptions } from './api.js';
import { launchBrowser } from './browser.js';
import { freshPage, type FreshPage, type FreshPageOptions, type Viewport } from './pages.js';
import { startServer, type RunningServer } from './server.js';

/** The server and the browser one suite file shares, and the helpers bound to them; use them in tests and later hooks. */
export interface E2eSuite {
  server(): RunningServer;
  browser(): Browser;
  baseUrl(): string;
  /** `freshPage` on this suite's browser and server. */
  page(viewport: Viewport, options?: FreshPageOptions): Promise<FreshPage>;
  /** A fresh page signed in through the login form (`signInThroughUi`, waiting for `landing`). */
  signedInPage(
    viewport: Viewport,
    account: Pick<Account, 'email' | 'password'>,
    landing?: Landing,
    options?: FreshPageOptions,
  ): Promise<FreshPage>;
  /** `apiCall` on this suite's server. */
  call<T = any>(method: string, path: string, options?: ApiCallOptions): Promise<ApiAnswer<T>>;
  /** `apiOk` on this suite's server. */
  ok<T = any>(method: string, path: string, options?: ApiCallOptions): Promise<T>;
}

/**
 * One server (`startServer(extraEnv)`) and one Chromium for the whole file, started side by side
 * before its first test and stopped after its last. A suite's own `beforeAll` registered after
 * this call runs once both are up.
 */
export function useE2eServer(extraEnv: NodeJS.ProcessEnv = {}): E2eSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(extraEnv), launchBrowser()]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`the suite's ${what} is not started yet: use it inside a test or a later hook`);
    return value;
  };
  const suite: E2eSuite = {
    server: () => started(server, 'server'),
    browser: () => started(browser, 'browser'),
    baseUrl: () => suite.server().baseUrl,
    page: (viewport, options) => freshPage(suite.browser(), suite.baseUrl(), viewport, options),
    signedInPage: async (viewport, account, landing, options) => {
      const fresh = await suite.page(viewport, options);
      await signInThroughUi(fresh.page, account, landing);
      return fresh;
    },
    call: (method, path, options) => apiCall(suite.baseUrl(), method, path, options),
    ok: (method, path, options) => apiOk(suite.baseUrl(), method, path, options),
  };
  return suite;
}
