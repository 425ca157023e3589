import { terminalSafe } from './terminal-safe.js';

export type Cell = string | number | boolean | null | undefined;

/** A cell's text, terminal-safe (before any cut, so the width counts what is shown). */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '-';
  return terminalSafe(typeof value === 'object' ? JSON.stringify(value) : String(value as Cell));
}
