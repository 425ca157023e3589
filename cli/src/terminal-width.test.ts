import { describe, expect, it } from 'vitest';
import { knownColumns, outputColumns, terminalColumns } from './terminal-width.js';

describe('the width output is laid out at', () => {
  it('is COLUMNS when it is a positive integer, before the terminal width', () => {
    expect(outputColumns({ COLUMNS: '120' }, { columns: 200 })).toBe(120);
    expect(outputColumns({ COLUMNS: '80' }, {})).toBe(80);
  });

  it('is the terminal width when COLUMNS is unset or no width', () => {
    for (const COLUMNS of [undefined, '', '0', '-5', 'wide', '80.5'])
      expect(outputColumns(COLUMNS === undefined ? {} : { COLUMNS }, { columns: 132 })).toBe(132);
  });

  it('is 80 for a pipe (no columns) or a terminal that reports 0', () => {
    expect(outputColumns({}, {})).toBe(80);
    expect(outputColumns({}, { columns: 0 })).toBe(80);
    expect(outputColumns({ COLUMNS: '0' }, { columns: 0 })).toBe(80);
  });

  it('knows only positive integers as widths', () => {
    expect([0, -1, 1.5, Number.NaN, Infinity, null, '12x'].map(knownColumns)).toEqual(Array(7).fill(undefined));
    expect([1, 80, '100'].map(knownColumns)).toEqual([1, 80, 100]);
  });
});

describe('the width of the terminal a stream shows on', () => {
  it('is none for a pipe, so a line of prose is not wrapped for a file', () => {
    expect(terminalColumns({}, {})).toBeUndefined();
    expect(terminalColumns({}, { columns: 0 })).toBeUndefined();
    expect(terminalColumns({ COLUMNS: '100' }, {})).toBe(100);
  });
});
