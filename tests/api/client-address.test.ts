import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePaymentGateway } from '../../adapters/testing/fake-payment-gateway.js';
import type { NotificationVerdict } from '../../core/ports/payment-gateway.port.js';
import { API_DIALECTS, ApiHarness } from '../support/api-harness.js';

/** The fake gateway, noting the sender address each notification was checked with. */
class SourceRecordingGateway extends FakePaymentGateway {
  readonly sources: string[] = [];

  override async verifyNotification(input: {
    readonly fields: readonly (readonly [string, string])[];
    readonly sourceIp: string;
  }): Promise<NotificationVerdict> {
    this.sources.push(input.sourceIp);
    return super.verifyNotification(input);
  }
}

const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

/** TRUST_PROXY decides where the client address comes from: the socket, or X-Forwarded-For counted from the right. */
describe.each(API_DIALECTS)('the client address on %s', (dialect) => {
  const servers: ApiHarness<SourceRecordingGateway>[] = [];
  const start = async (trustedProxyHops: number) => {
    const api = await ApiHarness.start(dialect, {
      trustedProxyHops,
      paymentGateway: new SourceRecordingGateway(),
      rateLimits: { signInPerIp: 3 },
    });
    servers.push(api);
    return api;
  };
  let direct: ApiHarness<SourceRecordingGateway>;
  let behindOneProxy: ApiHarness<SourceRecordingGateway>;
  let behindTwoProxies: ApiHarness<SourceRecordingGateway>;
  beforeAll(async () => {
    direct = await start(0);
    behindOneProxy = await start(1);
    behindTwoProxies = await start(2);
  });
  afterAll(async () => {
    for (const api of servers) await api.close();
  });

  const notify = async (api: ApiHarness<SourceRecordingGateway>, forwardedFor?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (forwardedFor !== undefined) headers['x-forwarded-for'] = forwardedFor;
    expect(
      (await api.request('POST', '/api/payments/notify', { rawBody: 'm_payment_id=nope&signature=forged', headers }))
        .status,
    ).toBe(200);
    return api.deps.paymentGateway.sources.at(-1);
  };
  const signIn = (api: ApiHarness<SourceRecordingGateway>, forwardedFor: string) =>
    api.request('POST', '/api/auth/login', {
      body: { email: `nobody-${Math.random()}@example.com`, password: 'Wrong!1234' },
      headers: { 'x-forwarded-for': forwardedFor },
    });
  const statuses = async (api: ApiHarness<SourceRecordingGateway>, forwardedFor: readonly string[]) => {
    const answered: number[] = [];
    for (const header of forwardedFor) answered.push((await signIn(api, header)).status);
    return answered;
  };

  describe('with TRUST_PROXY off', () => {
    it("checks the notification's sender by the socket's address, whatever X-Forwarded-For says", async () => {
      expect(await notify(direct, '197.97.145.150')).toMatch(LOOPBACK);
      expect(await notify(direct)).toMatch(LOOPBACK);
    });

    it("counts sign-in attempts against the socket's address, whatever X-Forwarded-For says", async () => {
      expect(await statuses(direct, ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'])).toEqual([
        401, 401, 401, 429,
      ]);
    });
  });

  describe('with TRUST_PROXY=1', () => {
    it("takes the notification's sender from the last X-Forwarded-For entry, the one the proxy added", async () => {
      expect(await notify(behindOneProxy, '197.97.145.150')).toBe('197.97.145.150');
      expect(await notify(behindOneProxy, '41.74.179.200, 198.51.100.9')).toBe('198.51.100.9');
    });

    it("falls back to the socket's address when the proxy sent no X-Forwarded-For", async () => {
      expect(await notify(behindOneProxy)).toMatch(LOOPBACK);
    });

    it("counts sign-in attempts per forwarded address, and a client's own entries in front change nothing", async () => {
      const spoofed = [
        '10.0.0.1, 198.51.100.20',
        '10.0.0.2, 198.51.100.20',
        '10.0.0.3,198.51.100.20',
        '198.51.100.21, 198.51.100.20',
      ];
      expect(await statuses(behindOneProxy, spoofed)).toEqual([401, 401, 401, 429]);
      expect(await statuses(behindOneProxy, ['198.51.100.21'])).toEqual([401]);
    });
  });

  describe('with TRUST_PROXY=2', () => {
    it('takes the address the outer proxy added, second from the right', async () => {
      expect(await notify(behindTwoProxies, '6.6.6.6, 197.97.145.150, 10.0.0.5')).toBe('197.97.145.150');
      expect(
        await statuses(behindTwoProxies, [
          '1.1.1.1, 198.51.100.30, 10.0.0.5',
          '2.2.2.2, 198.51.100.30, 10.0.0.6',
          '198.51.100.30, 10.0.0.7',
          '3.3.3.3, 198.51.100.30, 10.0.0.5',
        ]),
      ).toEqual([401, 401, 401, 429]);
    });
  });
});
