import { describe, expect, it } from 'vitest';
import { renderView } from '../output.js';
import { KeyValue } from './key-value.js';

const PENDING = Array.from({ length: 12 }, (_, index) => `0${10 + index}_some_migration`).join(', ');

describe('KeyValue on a narrow terminal', () => {
  it('wraps a long value under itself, never under the labels, and keeps every line within the width', () => {
    const lines = renderView(
      <KeyValue
        title="Database"
        entries={[
          ['State', 'up to date'],
          ['Pending', PENDING],
        ]}
      />,
      { columns: 60 },
    ).split('\n');
    expect(lines[0]).toBe('Database');
    expect(lines[1]).toBe('State    up to date');
    expect(lines[2]).toMatch(/^Pending {2}010_some_migration, /);
    const continued = lines.slice(3);
    expect(continued.length).toBeGreaterThan(0);
    for (const line of continued) expect(line).toMatch(/^ {9}\S/);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(60);
    expect(lines.slice(2).join(' ').replace(/\s+/g, ' ')).toContain('021_some_migration');
  });
});
