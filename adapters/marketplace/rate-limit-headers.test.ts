import { describe, expect, it } from 'vitest';
import { rateLimitSignal } from './rate-limit-headers.js';

const NOW = new Date('2026-03-01T10:00:00.000Z');
const secondsAfterNow = (signal: { told: Date | null } | null): number | null | undefined =>
  signal === null ? undefined : signal.told === null ? null : (signal.told.getTime() - NOW.getTime()) / 1000;

describe('rateLimitSignal', () => {
  it.each([
    { name: 'a plain 200', status: 200, headers: {}, want: undefined },
    {
      name: 'a 200 with calls left',
      status: 200,
      headers: { 'RateLimit-Limit': '50', 'RateLimit-Remaining': '7', 'RateLimit-Reset': '30' },
      want: undefined,
    },
    {
      name: 'a 200 with none left: back off until the reset',
      status: 200,
      headers: { 'RateLimit-Remaining': '0', 'RateLimit-Reset': '42' },
      want: 42,
    },
    {
      name: 'the X- family',
      status: 200,
      headers: { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '12' },
      want: 12,
    },
    {
      name: 'an X- reset as epoch seconds',
      status: 200,
      headers: { 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': String(NOW.getTime() / 1000 + 90) },
      want: 90,
    },
    {
      name: 'several windows, one exhausted',
      status: 200,
      headers: { 'RateLimit-Remaining': '12, 0;w=3600', 'RateLimit-Reset': '600' },
      want: 600,
    },
    {
      name: 'the single RateLimit header',
      status: 200,
      headers: { RateLimit: 'limit=50, remaining=0, reset=25' },
      want: 25,
    },
    { name: 'the structured RateLimit header', status: 200, headers: { RateLimit: '"default";r=0;t=35' }, want: 35 },
    {
      name: 'the single RateLimit header with calls left',
      status: 200,
      headers: { RateLimit: 'limit=50, remaining=9, reset=25' },
      want: undefined,
    },
    {
      name: 'none left and no reset: our own backoff',
      status: 200,
      headers: { 'RateLimit-Remaining': '0' },
      want: null,
    },
    {
      name: 'a 429 with Retry-After seconds',
      status: 429,
      headers: { 'Retry-After': '120', 'RateLimit-Reset': '5' },
      want: 120,
    },
    {
      name: 'a 429 with Retry-After as a date',
      status: 429,
      headers: { 'Retry-After': new Date(NOW.getTime() + 75_000).toUTCString() },
      want: 75,
    },
    {
      name: 'a 429 with only a reset',
      status: 429,
      headers: { 'RateLimit-Remaining': '0', 'RateLimit-Reset': '20' },
      want: 20,
    },
    { name: 'a bare 429', status: 429, headers: {}, want: null },
    { name: 'a 429 with an unreadable Retry-After', status: 429, headers: { 'Retry-After': 'soon' }, want: null },
    {
      name: 'an error that is not a limit, with calls left',
      status: 503,
      headers: { 'RateLimit-Remaining': '3' },
      want: undefined,
    },
  ])('$name', ({ status, headers, want }) => {
    expect(secondsAfterNow(rateLimitSignal(status, new Headers(headers as Record<string, string>), NOW))).toBe(want);
  });
});
