import type { Knex } from 'knex';
import type { z } from 'zod';
import { DomainError, type ErrorCode } from '../../../core/domain/errors.js';
import { searchSpellings } from '../../../core/domain/users/user.js';
import type { Page, PageRequest } from '../../../core/ports/page.js';
import { isPostgres } from './knex-client.js';

/** Any knex handle: the instance or a transaction. */
export type Db = Knex | Knex.Transaction;

/** pg answers bigint and count/sum as strings, SQLite as numbers; sums over no rows are null. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

export const toDate = (ms: unknown): Date => new Date(Number(ms));
export const toDateOrNull = (ms: unknown): Date | null =>
  ms === null || ms === undefined ? null : new Date(Number(ms));
export const toMsOrNull = (date: Date | null): number | null => (date === null ? null : date.getTime());

/** SQLite answers booleans as 0/1. */
export const bool = (value: unknown): boolean => value === true || value === 1 || value === '1';

/** Parses a JSON text column with its schema; a bad value is a storage bug, so it throws. */
export function parseJsonColumn<S extends z.ZodType>(schema: S, text: unknown, column: string): z.infer<S> {
  const parsed = schema.safeParse(typeof text === 'string' ? JSON.parse(text) : text);
  if (!parsed.success) throw new Error(`Column ${column} holds an invalid value: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * Maps the defined fields of a patch to columns. Dates become epoch ms, arrays and objects JSON.
 */
export function patchColumns<P extends object>(
  patch: P,
  columns: { readonly [K in keyof Required<P>]: string },
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const key of Object.keys(columns) as (keyof P & string)[]) {
    const value = patch[key];
    if (value !== undefined) row[columns[key]] = toColumnValue(value);
  }
  return row;
}

function toColumnValue(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** `lower(col) like lower(?)` on every column and spelling of the search, ORed; `%` and `_` in the search match literally. */
export function whereContains(query: Knex.QueryBuilder, columns: readonly string[], search: string | undefined): void {
  const patterns = searchSpellings(search).map((term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  if (patterns.length === 0) return;
  void query.where((inner) => {
    for (const column of columns)
      for (const pattern of patterns) void inner.orWhereRaw(`lower(??) like ? escape '\\'`, [column, pattern]);
  });
}

/** The rows a page covers: pages count from 1, a limit is at least 1. */
export function pageWindow(request: PageRequest): { readonly limit: number; readonly offset: number } {
  const limit = Math.max(1, Math.floor(request.limit));
  return { limit, offset: (Math.max(1, Math.floor(request.page)) - 1) * limit };
}

/** Runs the count and the page slice of one filtered query. */
export async function pageOf<R, T>(
  query: Knex.QueryBuilder,
  request: PageRequest,
  order: (q: Knex.QueryBuilder) => Knex.QueryBuilder,
  map: (row: R) => T,
): Promise<Page<T>> {
  const [countRow] = (await query.clone().clearSelect().clearOrder().count({ n: '*' })) as { n: unknown }[];
  const { limit, offset } = pageWindow(request);
  const rows = (await order(query.clone()).limit(limit).offset(offset)) as R[];
  return { items: rows.map(map), total: num(countRow?.n) };
}

/** better-sqlite3 reports the extended code (SQLITE_CONSTRAINT_UNIQUE …); the message names the kind. */
const isSqliteConstraint = (code: unknown): boolean => typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT');

/** Unique-constraint violation on Postgres (23505) or SQLite (SQLITE_CONSTRAINT … UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '23505') return true;
  return isSqliteConstraint(code) && typeof message === 'string' && message.includes('UNIQUE constraint failed');
}

/** Foreign-key violation on Postgres (23503) or SQLite (SQLITE_CONSTRAINT … FOREIGN KEY). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '23503') return true;
  return isSqliteConstraint(code) && typeof message === 'string' && message.includes('FOREIGN KEY constraint failed');
}

/** Runs a write of a row owned by a user, turning a missing owner into USER_NOT_FOUND. */
export async function ownedByUser<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new DomainError('USER_NOT_FOUND', 'User not found');
    throw error;
  }
}

/** Runs a write, turning a unique violation into the port's DomainError. */
export async function uniqueAs<T>(code: ErrorCode, message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError(code, message);
    throw error;
  }
}

/**
 * A list of ids (each once) in the batches `whereAmong` binds: Postgres takes the whole list as one
 * array parameter, SQLite an in-list of at most `chunks`' size; no batch for no ids.
 */
export function idBatches<T extends string | number>(db: Db, ids: Iterable<T>): (readonly T[])[] {
  const unique = [...new Set(ids)];
  if (!isPostgres(db)) return chunks(unique);
  return unique.length === 0 ? [] : [unique];
}

/**
 * Narrows `query` to rows whose `column` is one of `values`. On Postgres one array parameter
 * (`column = any(?)`): the planner reads an in-list of thousands of parameters for longer than the
 * rows take to read, and a dispatcher tick binds 10,000 user ids in several statements. An in-list
 * on SQLite.
 */
export function whereAmong<Q extends Knex.QueryBuilder>(
  query: Q,
  column: string,
  values: readonly (string | number)[],
): Q {
  if (query.client.config.client !== 'pg') return query.whereIn(column, values) as Q;
  return query.whereRaw('?? = any(?)', [column, [...values] as string[]]) as Q;
}

/** Postgres allows 65,535 bind parameters per statement; stay well below. */
export function chunks<T>(items: readonly T[], size = 5_000): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
