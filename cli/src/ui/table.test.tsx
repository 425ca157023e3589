import { describe, expect, it } from 'vitest';
import { renderView } from '../output.js';
import { displayWidth, fitColumns, Table, truncate, type Column } from './table.js';

/** A small seeded generator, so a failing case can be replayed from its seed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const integer = (low: number, high: number) => low + Math.floor(next() * (high - low + 1));
  const word = (length: number) =>
    Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz@.-'.charAt(integer(0, 28))).join('');
  return { integer, word, pick: <T,>(items: readonly T[]): T => items[integer(0, items.length - 1)] as T };
}

function aTable(seed: number) {
  const { integer, word, pick } = random(seed);
  const columns: Column[] = Array.from({ length: integer(2, 9) }, (_, index) => ({
    key: `c${index}`,
    header: word(integer(1, 12)),
    priority: pick([1, 2, 3] as const),
    ...(integer(0, 2) === 0 ? { minWidth: integer(5, 25) } : {}),
    ...(integer(0, 2) === 0 ? { maxWidth: integer(8, 44) } : {}),
    align: pick(['left', 'right'] as const),
  }));
  const rows = Array.from({ length: integer(1, 4) }, () =>
    Object.fromEntries(columns.map((column) => [column.key, word(integer(1, 45))])),
  );
  return { columns, rows };
}

/** The narrowest line the key columns can take: each whole, or cut to its minWidth. */
function keyFloor(columns: readonly Column[], natural: readonly number[]): number {
  const keys = columns
    .map((column, index) => ({ column, width: natural[index] ?? 0 }))
    .filter(({ column }) => column.priority === 1)
    .map(({ column, width }) =>
      column.minWidth === undefined ? width : Math.min(width, Math.max(column.minWidth, column.header.length)),
    );
  return keys.reduce((sum, width) => sum + width, 0) + 2 * Math.max(0, keys.length - 1);
}

/** Thousands of tables at every width: seconds of work, which a loaded machine may stretch past the default 5 s. */
const MANY_TABLES = { timeout: 30_000 };

describe('fitting any table to any width', () => {
  it('keeps every line within the width and every key column whole, at every width from 40 to 200', MANY_TABLES, () => {
    for (let seed = 1; seed <= 300; seed += 1) {
      const { columns, rows } = aTable(seed);
      for (let width = 40; width <= 200; width += 1) {
        const cells = rows.map((row) =>
          columns.map((column) => truncate(String(row[column.key]), column.maxWidth ?? 40)),
        );
        const natural = columns.map((column, index) =>
          Math.max(column.header.length, ...cells.map((line) => line[index]?.length ?? 0)),
        );
        if (keyFloor(columns, natural) > width) continue;
        const fitted = fitColumns(columns, natural, width);
        const context = `seed ${seed}, width ${width}`;
        const sum = fitted.reduce((total, column) => total + column.width, 0) + 2 * (fitted.length - 1);
        expect(sum, context).toBeLessThanOrEqual(width);
        columns.forEach((column, index) => {
          if (column.priority !== 1) return;
          const shown = fitted.find((candidate) => candidate.index === index);
          expect(shown, context).toBeDefined();
          if (column.minWidth === undefined) expect(shown?.width, context).toBe(natural[index]);
        });
      }
    }
  });

  it('renders those tables one line a row within the width, key cells whole', MANY_TABLES, () => {
    for (let seed = 1; seed <= 60; seed += 1) {
      const { columns, rows } = aTable(seed);
      for (const width of [40, 60, 79, 80, 81, 100, 120]) {
        const lines = renderView(<Table columns={columns} rows={rows} />, { columns: width }).split('\n');
        const cells = rows.map((row) =>
          columns.map((column) => truncate(String(row[column.key]), column.maxWidth ?? 40)),
        );
        const natural = columns.map((column, index) =>
          Math.max(column.header.length, ...cells.map((line) => line[index]?.length ?? 0)),
        );
        if (keyFloor(columns, natural) > width) continue;
        expect(lines, `seed ${seed}, width ${width}`).toHaveLength(rows.length + 1);
        for (const line of lines) expect(line.length, `seed ${seed}, width ${width}`).toBeLessThanOrEqual(width);
        rows.forEach((row, rowIndex) => {
          for (const column of columns)
            if (column.priority === 1 && column.minWidth === undefined)
              expect(lines[rowIndex + 1], `seed ${seed}, width ${width}`).toContain(
                cells[rowIndex]?.[columns.indexOf(column)],
              );
        });
      }
    }
  });

  it('keeps a key column whole where raising another to its minWidth would overflow (users list at 80)', () => {
    const columns: readonly Column[] = [
      { key: 'id', header: 'ID', maxWidth: 36, priority: 3 },
      { key: 'name', header: 'Name', maxWidth: 24, minWidth: 10 },
      { key: 'email', header: 'Email', maxWidth: 40, priority: 1, minWidth: 20 },
      { key: 'role', header: 'Role', priority: 3 },
      { key: 'active', header: 'Active', priority: 1 },
      { key: 'subscription', header: 'Subscription' },
      { key: 'plan', header: 'Plan', priority: 1 },
      { key: 'bids', header: 'Bids', align: 'right', priority: 1 },
    ];
    const row = {
      id: '4bdac8ce-0000-4000-8000-000000000000',
      name: 'Alice Anderson-Smith',
      email: 'alice@example.com19',
      role: 'user',
      active: 'yes',
      subscription: 'active',
      plan: 'professional',
      bids: 194,
    };
    const lines = renderView(<Table columns={columns} rows={[row]} />, { columns: 80 }).split('\n');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/Plan\s+Bids$/);
    expect(lines[1]).toMatch(/professional\s+194$/);
  });

  it('lines up and fits names in scripts and emoji that take two columns a character', () => {
    const columns: readonly Column[] = [
      { key: 'name', header: 'Name', maxWidth: 24, minWidth: 8 },
      { key: 'email', header: 'Email', priority: 1 },
      { key: 'bids', header: 'Bids', align: 'right', priority: 1 },
    ];
    const rows = [
      { name: '李明', email: 'li@example.com', bids: 5 },
      { name: '김민준 🚀 Kim Minjun the Third', email: 'kim@example.com', bids: 120 },
      { name: 'Zoë Ådne', email: 'zoe@example.com', bids: 7 },
    ];
    for (const width of [40, 50, 80]) {
      const lines = renderView(<Table columns={columns} rows={rows} />, { columns: width }).split('\n');
      expect(lines).toHaveLength(4);
      for (const line of lines) expect(displayWidth(line), `width ${width}`).toBeLessThanOrEqual(width);
      // Every row's e-mail starts in the header's Email column, counted in terminal columns.
      const emailColumn = displayWidth(lines[0]?.slice(0, lines[0].indexOf('Email')) ?? '');
      lines.slice(1).forEach((line, index) => {
        const at = line.indexOf(rows[index]?.email ?? '');
        expect(displayWidth(line.slice(0, at)), `width ${width}, row ${index}`).toBe(emailColumn);
      });
      expect(lines[2]).toMatch(/…/);
    }
  });

  it('cuts by terminal columns, never through a wide character', () => {
    expect(truncate('李明李明李明', 5)).toBe('李明…');
    expect(displayWidth(truncate('李明李明李明', 6))).toBeLessThanOrEqual(6);
    expect(truncate('plain', 5)).toBe('plain');
    expect(truncate('plainer', 5)).toBe('plai…');
  });
});
