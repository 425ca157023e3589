import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { ErrorLine } from './error-line.js';
import { KeyValue } from './key-value.js';
import { Table, truncate } from './table.js';

describe('Table', () => {
  it('aligns columns under their headers, numbers to the right', () => {
    const { lastFrame } = render(
      <Table
        columns={[{ key: 'name', header: 'Name' }, { key: 'bids', header: 'Bids', align: 'right' }]}
        rows={[{ name: 'Ada', bids: 5 }, { name: 'Grace Hopper', bids: 120 }]}
      />,
    );
    expect(lastFrame()?.split('\n')).toEqual(['Name          Bids', 'Ada              5', 'Grace Hopper   120']);
  });

  it('cuts long cells with an ellipsis and shows a dash for missing values', () => {
    const { lastFrame } = render(<Table columns={[{ key: 'title', header: 'Title', maxWidth: 8 }, { key: 'plan', header: 'Plan' }]} rows={[{ title: 'A very long project title', plan: null }]} />);
    expect(lastFrame()).toContain('A very …  -');
    expect(truncate('short', 8)).toBe('short');
  });

  it('shows the empty text when there are no rows', () => {
    expect(render(<Table columns={[{ key: 'a', header: 'A' }]} rows={[]} empty="No users found." />).lastFrame()).toBe('No users found.');
  });
});

describe('KeyValue', () => {
  it('pads the labels into one column under the title', () => {
    const { lastFrame } = render(<KeyValue title="User" entries={[['Email', 'a@example.com'], ['Available bids', 3], ['Plan', null]]} />);
    expect(lastFrame()?.split('\n')).toEqual(['User', 'Email           a@example.com', 'Available bids  3', 'Plan            -']);
  });
});

describe('ErrorLine', () => {
  it('shows the code, then the message', () => {
    expect(render(<ErrorLine code="FORBIDDEN" message="Admin users cannot be deleted" />).lastFrame()).toBe('FORBIDDEN: Admin users cannot be deleted');
  });
});
