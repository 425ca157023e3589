import { describe, expect, it } from 'vitest';
import { bidsJustExhausted, checkAutobidStart } from './autobid-start.js';

const codeOf = (input: Parameters<typeof checkAutobidStart>[0]) => {
  const error = checkAutobidStart(input);
  return error === null ? null : [error.code, error.message];
};

describe('checkAutobidStart', () => {
  it('allows a start when the plan is active and a token is stored', () => {
    expect(codeOf({ role: 'user', planStatus: 'active', hasToken: true })).toBeNull();
  });

  it('requires an active plan first when a user has neither plan nor token', () => {
    expect(codeOf({ role: 'user', planStatus: 'expired', hasToken: false })).toEqual([
      'ACTIVE_PLAN_REQUIRED',
      'Active plan required to start autobidding',
    ]);
  });

  it('requires a token when the plan is fine but no token is stored', () => {
    expect(codeOf({ role: 'user', planStatus: 'active', hasToken: false })).toEqual([
      'OAUTH_TOKEN_REQUIRED',
      'OAuth token required to start autobidding',
    ]);
  });

  it('lets an admin start without a plan but not without a token', () => {
    expect(codeOf({ role: 'admin', planStatus: 'none', hasToken: true })).toBeNull();
    expect(codeOf({ role: 'admin', planStatus: 'none', hasToken: false })?.[0]).toBe('OAUTH_TOKEN_REQUIRED');
  });
});

describe('bidsJustExhausted', () => {
  it('fires when the balance drops from above zero to exactly zero', () => {
    expect(bidsJustExhausted(1, 0)).toBe(true);
    expect(bidsJustExhausted(40, 0)).toBe(true);
  });

  it('stays quiet when the balance was already zero or is still above it', () => {
    expect(bidsJustExhausted(0, 0)).toBe(false);
    expect(bidsJustExhausted(2, 1)).toBe(false);
  });
});
