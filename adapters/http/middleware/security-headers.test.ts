import type { ParameterizedContext } from 'koa';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

/** The headers the middleware sets on a response, by name. */
async function headersOf(options: Parameters<typeof securityHeaders>[0]): Promise<Map<string, string>> {
  const set = new Map<string, string>();
  const ctx = { res: { setHeader: (name: string, value: string) => set.set(name, value) } };
  await securityHeaders(options)(ctx as unknown as ParameterizedContext, async () => undefined);
  return set;
}

const formAction = async (options: Parameters<typeof securityHeaders>[0]): Promise<string | undefined> =>
  (await headersOf(options))
    .get('content-security-policy')
    ?.split('; ')
    .find((directive) => directive.startsWith('form-action'));

describe('securityHeaders', () => {
  it('lets forms go to this server and https origins: PayFast, and its redirects between its own hosts', async () => {
    expect(await formAction({})).toBe("form-action 'self' https:");
    expect(await formAction({ checkoutOrigin: 'https://sandbox.payfast.co.za' })).toBe("form-action 'self' https:");
  });

  it('lets forms go to a checkout on plain http too, such as the compose demo’s simulator on its own port', async () => {
    expect(await formAction({ checkoutOrigin: 'http://localhost:4400' })).toBe(
      "form-action 'self' https: http://localhost:4400",
    );
  });

  it('asks browsers for https only when the server is reached over https', async () => {
    expect((await headersOf({})).has('strict-transport-security')).toBe(false);
    expect((await headersOf({ https: true })).get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});
