import type { ParameterizedContext } from 'koa';
import { compact } from './vendor-json.js';

/** Reading a request's query as Freelancer does. */

export type Query = ParameterizedContext['query'];

export const first = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
export const flag = (query: Query, name: string): boolean =>
  ['true', '1'].includes((first(query[name]) ?? '').toLowerCase());
/** PHP-style arrays: `jobs[]=3&jobs[]=17` (a bare `jobs=3` is read too). */
export const list = (query: Query, name: string): string[] =>
  [query[`${name}[]`], query[name]].flatMap((value) =>
    value === undefined ? [] : Array.isArray(value) ? value : [value],
  );
export const ints = (query: Query, name: string): number[] => list(query, name).map(Number).filter(Number.isInteger);
export function int(query: Query, name: string, fallback: number): number {
  const value = Number(first(query[name]));
  return first(query[name]) === undefined || !Number.isFinite(value) ? fallback : Math.floor(value);
}
/** `limit`, at most 100, `fallback` when not given. */
export const limitOf = (query: Query, fallback: number): number =>
  Math.min(100, Math.max(0, int(query, 'limit', fallback)));
export const offsetOf = (query: Query): number => Math.max(0, int(query, 'offset', 0));

export const withCompact = <T>(query: Query, value: T): T => (flag(query, 'compact') ? compact(value) : value);
