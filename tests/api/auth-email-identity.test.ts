import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DIALECTS, ApiHarness, STRONG_PASSWORD } from '../support/api-harness.js';

/** One person, one account: spellings of an address that look the same to a person are one address. */
describe.each(API_DIALECTS)('e-mail identity over the auth API on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());

  const register = (email: string) =>
    api.request('POST', '/api/auth/register', { body: { name: 'Look Alike', email, password: STRONG_PASSWORD } });
  const userCount = async () => (await api.deps.storage.users.counts()).total;

  it('answers 409 to a full-width or differently cased spelling of a taken address, and stores nothing', async () => {
    await api.signUp({ email: 'owner@x.test' });
    const before = await userCount();

    for (const variant of ['ｏwner@x.test', 'ＯＷＮＥＲ＠Ｘ．ＴＥＳＴ', ' OWNER@x.test ']) {
      const response = await register(variant);
      expect(response.status, variant).toBe(409);
      expect(response.body).toMatchObject({ success: false, errorCode: 'USER_ALREADY_EXISTS' });
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses an address with an invisible character with 400, even at the very end, and stores nothing', async () => {
    await api.signUp({ email: 'visible@x.test' });
    const before = await userCount();

    for (const char of ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD']) {
      for (const variant of [`visible@x.test${char}`, `vis${char}ible@x.test`, `fresh${char}@x.test`]) {
        const response = await register(variant);
        expect(response.status, JSON.stringify(variant)).toBe(400);
        expect(response.body).toEqual({
          success: false,
          message: 'Email must not contain invisible characters',
          errorCode: 'VALIDATION_FAILED',
          field: 'email',
        });
      }
    }
    expect(await userCount()).toBe(before);
  });

  it('stores a full-width registration in its plain form, so the owner signs in with either spelling', async () => {
    const created = await register('ｆｕｌｌ@x.test');
    expect(created.status).toBe(201);
    expect(created.body.user.email).toBe('full@x.test');

    for (const spelling of ['full@x.test', 'FULL@X.TEST', 'ｆｕｌｌ@x.test', 'ＦＵＬＬ＠Ｘ．ＴＥＳＴ']) {
      const login = await api.request('POST', '/api/auth/login', {
        body: { email: spelling, password: STRONG_PASSWORD },
      });
      expect(login.status, spelling).toBe(200);
      expect(login.body.user.id).toBe(created.body.user.id);
    }
  });

  it('finds an address in the admin user search by its full-width spelling too', async () => {
    const { user } = await api.signUp({ email: 'searched-owner@x.test' });
    const admin = await api.signedIn('admin');

    const found = await api.request('GET', `/api/admin/users?search=${encodeURIComponent('ｓｅａｒｃｈｅｄ-owner')}`, {
      token: admin.token,
    });

    expect(found.status).toBe(200);
    expect(found.body.users.map((listed: { _id: string }) => listed._id)).toEqual([user.id]);
  });
});
