import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_DIALECTS, ApiHarness, type SignedIn } from '../support/api-harness.js';

const LAST_ADMIN = {
  success: false,
  message: 'The last active admin cannot be disabled, demoted or deleted. Enable or create another admin first.',
  errorCode: 'LAST_ADMIN',
};

describe.each(API_DIALECTS)('the last enabled admin on %s', (dialect) => {
  // A fresh database per test: the rule counts every admin in it.
  let api: ApiHarness;
  beforeEach(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterEach(() => api.close());

  const setActive = (by: SignedIn, userId: string, isActive: boolean) =>
    api.request('PATCH', `/api/admin/users/${userId}/status`, { token: by.token, body: { isActive } });
  const enabledAdmins = async () => (await api.deps.storage.users.lockEnabledAdmins()).length;

  it('an admin disabled by another loses their session at once; the one left cannot disable themself', async () => {
    const first = await api.signedIn('admin', 'First');
    const second = await api.signedIn('admin', 'Second');

    expect((await setActive(first, second.user.id, false)).status).toBe(200);
    const bySecond = await setActive(second, first.user.id, false);
    const bySelf = await setActive(first, first.user.id, false);

    expect(bySecond.status).toBe(401);
    expect(bySelf.status).toBe(403);
    expect(await enabledAdmins()).toBe(1);
  });

  it('two admins disabling each other at the same moment leave one of them enabled', async () => {
    for (let round = 0; round < 5; round += 1) {
      const a = await api.signedIn('admin', `A${round}`);
      const b = await api.signedIn('admin', `B${round}`);
      const others = (await api.deps.storage.users.lockEnabledAdmins()).filter(
        (id) => id !== a.user.id && id !== b.user.id,
      );
      for (const id of others) await api.deps.storage.users.update(id, { isActive: false });

      const [ab, ba] = await Promise.all([setActive(a, b.user.id, false), setActive(b, a.user.id, false)]);

      expect(await enabledAdmins()).toBe(1);
      const [won, lost] = ab.status === 200 ? [ab, ba] : [ba, ab];
      expect(won.status).toBe(200);
      // Refused by the rule, or, when its session was read after the other's commit, as signed out.
      if (lost.status === 409) expect(lost.body).toEqual(LAST_ADMIN);
      else expect(lost.status).toBe(401);
    }
  });

  it('an admin still cannot be deleted, last or not', async () => {
    const first = await api.signedIn('admin', 'First');
    const second = await api.signedIn('admin', 'Second');

    const response = await api.request('DELETE', `/api/admin/users/${second.user.id}`, { token: first.token });

    expect(response.status).toBe(403);
    expect(await api.deps.storage.users.findById(second.user.id)).not.toBeNull();
  });
});
