import type { ParameterizedContext } from 'koa';
import { describe, expect, it, vi } from 'vitest';
import { findFlaw, refuseUnstorableText } from './refuse-unstorable-text.js';

interface FakeRequest {
  readonly url: string;
  readonly body?: unknown;
  readonly rawBody?: string;
}

/** The parts of a Koa context the middleware reads: the URL (its path and parsed query) and the parsed body. */
function contextOf(request: FakeRequest) {
  const parsed = new URL(request.url, 'http://localhost');
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of parsed.searchParams) {
    const held = query[name];
    query[name] = held === undefined ? value : [...(Array.isArray(held) ? held : [held]), value];
  }
  const queryRead = vi.fn(() => query);
  const ctx = {
    url: request.url,
    path: parsed.pathname,
    get query() {
      return queryRead();
    },
    request: { body: request.body, rawBody: request.rawBody },
  };
  return { ctx: ctx as unknown as ParameterizedContext, queryRead };
}

/** What the middleware did: passed the request on, or refused it with this error. */
async function outcomeOf(request: FakeRequest) {
  const next = vi.fn(async () => undefined);
  const { ctx, queryRead } = contextOf(request);
  try {
    await refuseUnstorableText()(ctx, next);
    return { passed: next.mock.calls.length === 1, queryRead: queryRead.mock.calls.length > 0 };
  } catch (error) {
    expect(next).not.toHaveBeenCalled();
    return { refused: error as { code: string; message: string; details?: unknown } };
  }
}

describe('findFlaw', () => {
  it('finds a NUL in a string at any depth, naming its dotted path, first in the body’s order', () => {
    expect(findFlaw('a\u0000')).toEqual({ in: 'value', path: '', flaw: 'nul' });
    expect(findFlaw({ name: 'Nul\u0000' })).toEqual({ in: 'value', path: 'name', flaw: 'nul' });
    expect(findFlaw({ a: 'ok', b: [1, 'x', { c: ['\u0000'] }], d: '\u0000' })).toEqual({
      in: 'value',
      path: 'b.2.c.0',
      flaw: 'nul',
    });
    expect(findFlaw([{ x: null }, { y: true, z: 'late\u0000' }])).toEqual({ in: 'value', path: '1.z', flaw: 'nul' });
  });

  it('finds a NUL in a field name, naming the object holding it', () => {
    expect(findFlaw({ 'a\u0000': 1 })).toEqual({ in: 'name', path: '', flaw: 'nul' });
    expect(findFlaw({ outer: { ok: 1, ['k\u0000']: 'v' } })).toEqual({ in: 'name', path: 'outer', flaw: 'nul' });
  });

  it('finds an unpaired surrogate, high or low, in a value or a name, and not a whole pair', () => {
    expect(findFlaw({ a: 'x\ud800' })).toEqual({ in: 'value', path: 'a', flaw: 'surrogate' });
    expect(findFlaw(['\udfffx'])).toEqual({ in: 'value', path: '0', flaw: 'surrogate' });
    expect(findFlaw({ '\ud800': 1 })).toEqual({ in: 'name', path: '', flaw: 'surrogate' });
    expect(findFlaw({ a: '\u{1F600} and \uD83D\uDE00' })).toBeNull();
  });

  it('finds none in bodies without one, whatever they hold', () => {
    for (const body of [undefined, null, {}, [], 0, true, 'text', { a: ['b', { c: 'd\\u0000' }], e: 1.5, f: null }]) {
      expect(findFlaw(body)).toBeNull();
    }
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    const depth = 200_000;
    const deep = JSON.parse(`${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`) as unknown;
    expect(findFlaw(deep)?.in).toBe('value');
  });
});

describe('refuseUnstorableText', () => {
  it('passes a request without a body or a %00 in its URL, without parsing its query', async () => {
    expect(await outcomeOf({ url: '/api/auth/me' })).toEqual({ passed: true, queryRead: false });
    expect(await outcomeOf({ url: '/api/admin/users?search=ada&page=2' })).toEqual({ passed: true, queryRead: false });
  });

  it('refuses a %00 in the path: a route parameter would hold a NUL', async () => {
    expect(await outcomeOf({ url: '/api/payments/status/BP-%00' })).toEqual({
      refused: expect.objectContaining({
        code: 'VALIDATION_FAILED',
        message: 'Invalid request: the path cannot contain a NUL character',
      }),
    });
  });

  it('refuses a NUL in a query value, naming its parameter, and in a query name', async () => {
    const value = await outcomeOf({ url: '/api/payments/status/BP-1?page=1&pfPaymentId=PF%00' });
    const repeated = await outcomeOf({ url: '/api/x?tag=a&tag=b%00' });
    const name = await outcomeOf({ url: '/api/x?%00=1' });

    expect(value.refused).toMatchObject({
      message: 'Invalid request: query parameter pfPaymentId cannot contain a NUL character',
      details: { field: 'pfPaymentId' },
    });
    expect(repeated.refused?.message).toBe('Invalid request: query parameter tag cannot contain a NUL character');
    expect(name.refused?.message).toBe('Invalid request: a query parameter name cannot contain a NUL character');
  });

  it('passes an escaped percent sign: %2500 is the text %00, not a NUL', async () => {
    expect(await outcomeOf({ url: '/api/payments/status/BP-%2500?q=%2500' })).toMatchObject({ passed: true });
  });

  it('refuses a NUL in a parsed JSON or form body, naming the field', async () => {
    const json = await outcomeOf({
      url: '/api/contact',
      rawBody: '{"subject":"hi\\u0000"}',
      body: { subject: 'hi\u0000' },
    });
    const form = await outcomeOf({ url: '/api/contact', rawBody: 'subject=hi%00', body: { subject: 'hi\u0000' } });
    const fieldName = await outcomeOf({ url: '/api/contact', rawBody: '{"a\\u0000":1}', body: { 'a\u0000': 1 } });

    for (const refused of [json.refused, form.refused]) {
      expect(refused).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Invalid request: subject cannot contain a NUL character',
        details: { field: 'subject' },
      });
    }
    expect(fieldName.refused?.message).toBe('Invalid request: a field name cannot contain a NUL character');
  });

  it('walks a body the parser gave without its text', async () => {
    expect((await outcomeOf({ url: '/api/x', body: { deep: [{ x: '\u0000' }] } })).refused?.message).toBe(
      'Invalid request: deep.0.x cannot contain a NUL character',
    );
  });

  it('passes a body whose text only looks like a NUL, and one whose text cannot hold one', async () => {
    const backslash = { url: '/api/contact', rawBody: '{"m":"C:\\\\u0000"}', body: { m: 'C:\\u0000' } };
    const plain = { url: '/api/contact', rawBody: '{"m":"hello"}', body: { m: 'hello' } };

    expect(await outcomeOf(backslash)).toMatchObject({ passed: true });
    expect(await outcomeOf(plain)).toMatchObject({ passed: true });
  });

  it('refuses an unpaired surrogate in a JSON body, naming the field, and passes a whole pair', async () => {
    const lone = await outcomeOf({
      url: '/api/bidding/settings',
      rawBody: '{"customPrompt":"\\ud800"}',
      body: { customPrompt: '\ud800' },
    });
    const low = await outcomeOf({ url: '/api/x', rawBody: '{"a":["\\uDC00x"]}', body: { a: ['\udc00x'] } });
    const pair = { url: '/api/x', rawBody: '{"a":"\\ud83d\\ude00"}', body: { a: '\u{1F600}' } };

    expect(lone.refused).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid request: customPrompt cannot contain an unpaired surrogate (text that is not valid Unicode)',
      details: { field: 'customPrompt' },
    });
    expect(low.refused?.message).toContain('a.0 cannot contain an unpaired surrogate');
    expect(await outcomeOf(pair)).toMatchObject({ passed: true });
  });
});
