import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DIALECTS, ApiHarness } from '../support/api-harness.js';

describe.each(API_DIALECTS)('freelancer profile API on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());

  const profileOf = async (token: string) =>
    (await api.request('GET', '/api/users/freelancer-profile', { token })).body;
  const save = (token: string, body: unknown) => api.request('PUT', '/api/users/freelancer-profile', { token, body });

  it('answers 401 to anonymous callers on every call', async () => {
    expect((await api.request('GET', '/api/users/freelancer-profile')).status).toBe(401);
    expect((await save('', { oauthToken: 'tok' })).status).toBe(401);
    expect((await api.request('POST', '/api/users/syncskills')).status).toBe(401);
  });

  it('answers nulls before a token is saved', async () => {
    const { token } = await api.signUp();
    expect(await profileOf(token)).toEqual({
      success: true,
      oauthToken: null,
      freelancerUserId: null,
      marketplaceAccount: null,
    });
  });

  it('saves the trimmed token with the marketplace user id, and shows them to the owner only', async () => {
    const { token } = await api.signUp();
    const response = await save(token, { oauthToken: '  tok-abc  ' });

    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      success: true,
      message: 'Freelancer profile updated successfully!',
      freelancerUserId: '26605882',
    });
    expect(await profileOf(token)).toMatchObject({
      success: true,
      oauthToken: 'tok-abc',
      freelancerUserId: '26605882',
    });
    const other = await api.signUp();
    expect(await profileOf(other.token)).toEqual({
      success: true,
      oauthToken: null,
      freelancerUserId: null,
      marketplaceAccount: null,
    });
  });

  it('reads the Freelancer account’s own bids when the token is saved and shows them to the owner only', async () => {
    const { token } = await api.signUp();
    api.deps.marketplace.setAccount({ bidsRemaining: 12, bidLimit: 15, limited: false });
    try {
      await save(token, { oauthToken: 'tok-bids' });
      const shown = await profileOf(token);
      expect(shown.marketplaceAccount).toEqual({
        bidsRemaining: 12,
        bidLimit: 15,
        limited: false,
        checkedAt: expect.any(String),
      });
      expect(Number.isNaN(Date.parse(shown.marketplaceAccount.checkedAt))).toBe(false);
      const other = await api.signUp();
      expect((await profileOf(other.token)).marketplaceAccount).toBeNull();
    } finally {
      api.deps.marketplace.setAccount({ bidsRemaining: null, bidLimit: null, limited: false });
    }
  });

  it('shows unknown figures as null when Freelancer does not say', async () => {
    const { token } = await api.signUp();
    await save(token, { oauthToken: 'tok-quiet' });
    expect((await profileOf(token)).marketplaceAccount).toEqual({
      bidsRemaining: null,
      bidLimit: null,
      limited: false,
      checkedAt: expect.any(String),
    });
  });

  it('refuses a missing, null or blank token with the spec message', async () => {
    const { token } = await api.signUp();
    for (const body of [{}, { oauthToken: null }, { oauthToken: '   ' }]) {
      const response = await save(token, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'OAuth token is required',
        errorCode: 'VALIDATION_FAILED',
        field: 'oauthToken',
      });
    }
  });

  it('refuses wrong types, overlong tokens and unknown fields with 400', async () => {
    const { token } = await api.signUp();
    for (const body of [
      { oauthToken: 42 },
      { oauthToken: 'x'.repeat(5000) },
      { oauthToken: 'tok', freelancerUserId: '1' },
    ]) {
      const response = await save(token, body);
      expect(response.status).toBe(400);
      expect(response.body.errorCode).toBe('VALIDATION_FAILED');
    }
    expect((await profileOf(token)).oauthToken).toBeNull();
  });

  it('answers 422 for a token the marketplace refuses, and keeps the saved one', async () => {
    const { token } = await api.signUp();
    await save(token, { oauthToken: 'tok-good' });
    const response = await save(token, { oauthToken: 'invalid-token' });

    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      success: false,
      errorCode: 'MARKETPLACE_TOKEN_INVALID',
      message: expect.stringContaining('refused'),
    });
    expect((await profileOf(token)).oauthToken).toBe('tok-good');
  });

  it('answers 502 when the marketplace is down, saving nothing', async () => {
    const { token } = await api.signUp();
    api.deps.marketplace.failNext('MARKETPLACE_UNAVAILABLE');
    const response = await save(token, { oauthToken: 'tok-later' });

    expect(response.status).toBe(502);
    expect(response.body.errorCode).toBe('MARKETPLACE_UNAVAILABLE');
    expect((await profileOf(token)).oauthToken).toBeNull();
  });

  describe('POST /api/users/syncskills', () => {
    it('needs a saved token first', async () => {
      const { token } = await api.signUp();
      const response = await api.request('POST', '/api/users/syncskills', { token });

      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: 'Save your Freelancer OAuth token first',
        errorCode: 'OAUTH_TOKEN_REQUIRED',
      });
    });

    it('replaces the settings skills with the marketplace ones', async () => {
      const { token } = await api.signUp();
      await api.request('PUT', '/api/bidding/settings', { token, body: { skills: ['Old skill', 'php'] } });
      await save(token, { oauthToken: 'tok-sync' });
      const response = await api.request('POST', '/api/users/syncskills', { token });

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        success: true,
        skills: ['PHP', 'Python'],
        skillsCount: 2,
        message: 'Successfully synced 2 skills from Freelancer!',
      });
      expect((await api.request('GET', '/api/bidding/settings', { token })).body.settings.skills).toEqual([
        'PHP',
        'Python',
      ]);
    });

    it('answers 502 when the marketplace is down, keeping the old skills', async () => {
      const { token } = await api.signUp();
      await api.request('PUT', '/api/bidding/settings', { token, body: { skills: ['Keep'] } });
      await save(token, { oauthToken: 'tok-sync' });
      api.deps.marketplace.failNext('MARKETPLACE_UNAVAILABLE');

      expect((await api.request('POST', '/api/users/syncskills', { token })).status).toBe(502);
      expect((await api.request('GET', '/api/bidding/settings', { token })).body.settings.skills).toEqual(['Keep']);
    });
  });
});
