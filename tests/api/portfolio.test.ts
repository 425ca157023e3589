import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTFOLIO_MESSAGES } from '../../core/domain/bidding/portfolio-item-rules.js';
import { PORTFOLIO_LIMITS } from '../../core/domain/bidding/portfolio.js';
import { API_DIALECTS, ApiHarness } from '../support/api-harness.js';

const PORTFOLIO = '/api/users/portfolio';
const anItem = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  url: 'https://example.com/work',
  skills: ['PHP', 'Laravel'],
  summary: `${title} in one line.`,
  ...overrides,
});

describe.each(API_DIALECTS)('portfolio over HTTP on %s', (dialect) => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await ApiHarness.start(dialect);
  });
  afterAll(() => api.close());

  const list = (token: string) => api.request('GET', PORTFOLIO, { token });
  const add = (token: string | undefined, body: unknown) => api.request('POST', PORTFOLIO, { token, body });
  const update = (token: string | undefined, id: string, body: unknown) =>
    api.request('PUT', `${PORTFOLIO}/${id}`, { token, body });
  const remove = (token: string | undefined, id: string) => api.request('DELETE', `${PORTFOLIO}/${id}`, { token });
  const itemsOf = async (token: string) => (await list(token)).body.items as { id: string; title: string }[];

  describe('the happy path', () => {
    it('lists nothing for a new user, with the limit', async () => {
      const { token } = await api.signUp();
      expect(await list(token)).toMatchObject({
        status: 200,
        body: { success: true, items: [], max: PORTFOLIO_LIMITS.items },
      });
    });

    it('adds items trimmed with each skill once, lists them in the order entered, edits and deletes them', async () => {
      const { token } = await api.signUp();
      const added = await add(token, {
        title: '  Shop rebuild ',
        url: ' https://shop.example.com/case ',
        skills: ['PHP', ' php ', 'Laravel'],
        summary: ' Moved 10k products to Laravel. ',
      });
      expect(added.status).toBe(201);
      expect(added.body).toEqual({
        success: true,
        message: 'Portfolio item added',
        item: {
          id: expect.any(String),
          title: 'Shop rebuild',
          url: 'https://shop.example.com/case',
          skills: ['PHP', 'Laravel'],
          summary: 'Moved 10k products to Laravel.',
          createdAt: expect.any(String),
        },
      });
      const shop = added.body.item;
      const app = (await add(token, anItem('App'))).body.item;
      expect(await itemsOf(token)).toEqual([shop, app]);

      const edited = await update(
        token,
        shop.id,
        anItem('Shop, Vue front', { url: 'http://shop.example.com', skills: ['Vue'] }),
      );
      expect(edited).toMatchObject({
        status: 200,
        body: {
          success: true,
          message: 'Portfolio item updated',
          item: { id: shop.id, title: 'Shop, Vue front', skills: ['Vue'], createdAt: shop.createdAt },
        },
      });
      expect((await itemsOf(token)).map((item) => item.title)).toEqual(['Shop, Vue front', 'App']);

      expect(await remove(token, shop.id)).toMatchObject({
        status: 200,
        body: { success: true, message: 'Portfolio item deleted' },
      });
      expect(await itemsOf(token)).toEqual([app]);
      expect(await remove(token, shop.id)).toMatchObject({
        status: 404,
        body: { errorCode: 'PORTFOLIO_ITEM_NOT_FOUND' },
      });
    });

    it(`refuses item ${PORTFOLIO_LIMITS.items + 1} with 409, and lets only as many of several sent at once pass as fit`, async () => {
      const { token } = await api.signUp();
      for (let i = 0; i < PORTFOLIO_LIMITS.items - 2; i += 1)
        expect((await add(token, anItem(`Item ${i}`))).status).toBe(201);
      const answers = await Promise.all(['A', 'B', 'C', 'D'].map((name) => add(token, anItem(`Racer ${name}`))));
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409]);
      const refused = await add(token, anItem('One too many'));
      expect(refused).toMatchObject({
        status: 409,
        body: { success: false, errorCode: 'PORTFOLIO_LIMIT_REACHED', message: PORTFOLIO_MESSAGES.limitReached },
      });
      expect(await itemsOf(token)).toHaveLength(PORTFOLIO_LIMITS.items);
    });
  });

  describe('validation', () => {
    it.each([
      ['title', { title: '' }, PORTFOLIO_MESSAGES.titleRequired],
      ['title', { title: 't'.repeat(PORTFOLIO_LIMITS.titleChars + 1) }, PORTFOLIO_MESSAGES.titleTooLong],
      ['title', { title: 'Shop\nIgnore previous instructions' }, PORTFOLIO_MESSAGES.titleOneLine],
      ['title', { title: ['Shop'] }, 'title must be text'],
      ['url', { url: 'javascript:alert(document.cookie)' }, PORTFOLIO_MESSAGES.urlScheme],
      ['url', { url: 'data:text/html;base64,PHNjcmlwdD4=' }, PORTFOLIO_MESSAGES.urlScheme],
      ['url', { url: 'https://admin:hunter2@example.com/' }, PORTFOLIO_MESSAGES.urlCredentials],
      ['url', { url: `https://example.com/${'u'.repeat(PORTFOLIO_LIMITS.urlChars)}` }, PORTFOLIO_MESSAGES.urlTooLong],
      ['url', { url: 42 }, 'url must be text'],
      ['skills', { skills: 'PHP' }, 'skills must be a list of text'],
      ['skills', { skills: [] }, PORTFOLIO_MESSAGES.skillsRequired],
      [
        'skills',
        { skills: Array.from({ length: PORTFOLIO_LIMITS.skills + 1 }, (_, i) => `S${i}`) },
        PORTFOLIO_MESSAGES.skillsTooMany,
      ],
      ['skills', { skills: [{ name: 'PHP' }] }, 'each skill must be text'],
      ['summary', { summary: 'One\r\nTwo' }, PORTFOLIO_MESSAGES.summaryOneLine],
      ['summary', { summary: 's'.repeat(PORTFOLIO_LIMITS.summaryChars + 1) }, PORTFOLIO_MESSAGES.summaryTooLong],
      ['summary', { summary: undefined }, 'summary must be text'],
    ])('refuses a bad %s with 400, naming it, and stores nothing (%j)', async (field, overrides, message) => {
      const { token } = await api.signUp();
      const response = await add(token, anItem('Item', overrides));
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(response.body.message).toContain(field);
      expect(response.body.message).toContain(message);
      expect(await itemsOf(token)).toEqual([]);
    });
  });

  describe('as an attacker', () => {
    it("answers 404 to another user's item id and leaves it unchanged", async () => {
      const [owner, intruder] = [await api.signUp(), await api.signUp()];
      const item = (await add(owner.token, anItem('Private'))).body.item;
      expect(await update(intruder.token, item.id, anItem('Hijacked', { url: 'https://evil.example' }))).toMatchObject({
        status: 404,
        body: { success: false, errorCode: 'PORTFOLIO_ITEM_NOT_FOUND' },
      });
      expect(await remove(intruder.token, item.id)).toMatchObject({
        status: 404,
        body: { errorCode: 'PORTFOLIO_ITEM_NOT_FOUND' },
      });
      expect(await itemsOf(intruder.token)).toEqual([]);
      expect(await itemsOf(owner.token)).toEqual([item]);
    });

    it.each([
      ['no token', () => undefined],
      ['a made-up token', () => 'not-a-token'],
      ['a token with a tail', () => 'eyJhbGciOiJIUzI1NiJ9.e30.x'],
    ])('refuses %s with 401 on every route', async (_label, tokenOf) => {
      const token = tokenOf();
      for (const response of [
        await api.request('GET', PORTFOLIO, { token }),
        await add(token, anItem('X')),
        await update(token, 'x', anItem('X')),
        await remove(token, 'x'),
      ]) {
        expect(response.status).toBe(401);
        expect(response.body).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
      }
    });

    it('refuses an expired session with 401 on every route, changing nothing', async () => {
      const { token } = await api.signUp();
      const item = (await add(token, anItem('Kept'))).body.item;
      const week = 8 * 24 * 3600_000;
      api.deps.clock.advance(week);
      try {
        for (const response of [
          await api.request('GET', PORTFOLIO, { token }),
          await add(token, anItem('X')),
          await update(token, item.id, anItem('X')),
          await remove(token, item.id),
        ])
          expect(response.status).toBe(401);
      } finally {
        api.deps.clock.advance(-week);
      }
      expect(await itemsOf(token)).toEqual([item]);
    });

    it.each([
      ['an unknown field', anItem('P', { userId: 'someone-else' })],
      ['an id of its own', anItem('P', { id: 'chosen-id' })],
      [
        'a prototype key',
        JSON.parse('{"title":"P","url":"https://e.com","skills":["PHP"],"summary":"s","__proto__":{"isAdmin":true}}'),
      ],
      ['a huge title', anItem('t'.repeat(100_000))],
      ['a NUL in a skill', anItem('P', { skills: ['PHP\u0000'] })],
      ['a list for a body', [anItem('P')]],
      ['a string for a body', 'title=P'],
      ['null', null],
    ])('refuses %s with 400 and stores nothing', async (_label, body) => {
      const { token } = await api.signUp();
      const response = await add(token, body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'VALIDATION_FAILED' });
      expect(await itemsOf(token)).toEqual([]);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    it('refuses hostile edits and ids without touching the item', async () => {
      const { token } = await api.signUp();
      const item = (await add(token, anItem('Target'))).body.item;
      expect((await update(token, item.id, { ...anItem('Target'), userId: 'other' })).status).toBe(400);
      expect((await update(token, item.id, { title: 'Only a title' })).status).toBe(400);
      expect((await update(token, item.id, anItem('Target', { url: 'javascript:alert(1)' }))).status).toBe(400);
      expect((await update(token, 'x'.repeat(65), anItem('Long id'))).status).toBe(400);
      expect((await update(token, '%00', anItem('Nul id'))).status).toBeGreaterThanOrEqual(400);
      expect((await remove(token, '%00')).status).toBeGreaterThanOrEqual(400);
      expect(
        (
          await api.request('PUT', `${PORTFOLIO}/${item.id}`, {
            token,
            rawBody: '{"title":',
            headers: { 'content-type': 'application/json' },
          })
        ).status,
      ).toBe(400);
      expect((await update(token, item.id, anItem('Big', { summary: 's'.repeat(2_000_000) }))).status).toBe(413);
      expect(await itemsOf(token)).toEqual([item]);
    });

    it.each([
      ['GET', `${PORTFOLIO}/`],
      ['POST', `${PORTFOLIO}/`],
      ['GET', '/api/users/Portfolio'],
      ['GET', '/api/Users/portfolio'],
      ['POST', '/api/users/PORTFOLIO'],
      ['GET', '/api/users%2Fportfolio'],
      ['PUT', `${PORTFOLIO}/ID/extra`],
    ])('answers %s %s with a clean 404, adding nothing', async (method, path) => {
      const { token } = await api.signUp();
      const response = await api.request(method, path, {
        token,
        body: method === 'GET' ? undefined : anItem('Odd path'),
      });
      expect(response.status).toBe(404);
      expect(await itemsOf(token)).toEqual([]);
    });

    it('deletes a user’s items when an admin deletes the user, and no one else’s', async () => {
      const [gone, stays, admin] = [await api.signUp(), await api.signUp(), await api.signedIn('admin')];
      await add(gone.token, anItem('Goes with me'));
      const kept = (await add(stays.token, anItem('Stays'))).body.item;
      expect((await api.request('DELETE', `/api/admin/users/${gone.user.id}`, { token: admin.token })).status).toBe(
        200,
      );
      expect(await api.deps.storage.portfolio.list(gone.user.id)).toEqual([]);
      expect(await itemsOf(stays.token)).toEqual([kept]);
    });
  });
});
