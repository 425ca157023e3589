import { describe, expect, it } from 'vitest';
import { renderView } from '../output.js';
import { Table, type Column } from './table.js';

/** The users list's key columns, whose whole widths side by side need 57 columns. */
const COLUMNS: readonly Column[] = [
  { key: 'name', header: 'Name', maxWidth: 24, minWidth: 10 },
  { key: 'email', header: 'Email', maxWidth: 40, priority: 1, minWidth: 20 },
  { key: 'active', header: 'Active', priority: 1 },
  { key: 'plan', header: 'Plan', priority: 1 },
  { key: 'bids', header: 'Bids', align: 'right', priority: 1 },
];

const ROWS = [
  { name: 'Ada', email: 'ada.lovelace@example.com', active: 'yes', plan: 'professional', bids: 1195 },
  { name: 'Grace', email: 'grace@example.com', active: 'no', plan: 'No Plan', bids: 0 },
];

describe('a table on a terminal narrower than its key columns', () => {
  it('shows each row as a record, a key value a line beside its header, within the width', () => {
    const lines = renderView(<Table columns={COLUMNS} rows={ROWS} />, { columns: 40 }).split('\n');
    expect(lines).toEqual([
      'Email   ada.lovelace@example.com',
      'Active  yes',
      'Plan    professional',
      'Bids    1195',
      '',
      'Email   grace@example.com',
      'Active  no',
      'Plan    No Plan',
      'Bids    0',
    ]);
  });

  it('never puts a key value on a line of its own, at any width from 20 to wider than the table', () => {
    for (let width = 20; width <= 70; width += 1) {
      const lines = renderView(<Table columns={COLUMNS} rows={ROWS} />, { columns: width }).split('\n');
      for (const line of lines) expect(line.length, `at ${width}: ${line}`).toBeLessThanOrEqual(width);
      for (const value of ['1195', 'professional', 'No Plan'])
        expect(
          lines.some((line) => line.includes(value)),
          `at ${width}`,
        ).toBe(true);
      expect(
        lines.filter((line) => /^\s*(0|1195|yes|no)$/.test(line)),
        `at ${width}`,
      ).toEqual([]);
    }
  });
});
