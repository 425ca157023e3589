import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { ErrorLine } from './error-line.js';
import { KeyValue } from './key-value.js';
import { Message } from './message.js';
import { fitColumns, Table, truncate, type Column } from './table.js';
import { renderView } from '../output.js';
import { terminalSafe } from './terminal-safe.js';

describe('Table', () => {
  it('aligns columns under their headers, numbers to the right', () => {
    const { lastFrame } = render(
      <Table
        columns={[
          { key: 'name', header: 'Name' },
          { key: 'bids', header: 'Bids', align: 'right' },
        ]}
        rows={[
          { name: 'Ada', bids: 5 },
          { name: 'Grace Hopper', bids: 120 },
        ]}
      />,
    );
    expect(lastFrame()?.split('\n')).toEqual(['Name          Bids', 'Ada              5', 'Grace Hopper   120']);
  });

  it('cuts long cells with an ellipsis and shows a dash for missing values', () => {
    const { lastFrame } = render(
      <Table
        columns={[
          { key: 'title', header: 'Title', maxWidth: 8 },
          { key: 'plan', header: 'Plan' },
        ]}
        rows={[{ title: 'A very long project title', plan: null }]}
      />,
    );
    expect(lastFrame()).toContain('A very …  -');
    expect(truncate('short', 8)).toBe('short');
  });

  it('shows the empty text when there are no rows', () => {
    expect(render(<Table columns={[{ key: 'a', header: 'A' }]} rows={[]} empty="No users found." />).lastFrame()).toBe(
      'No users found.',
    );
  });
});

describe('fitting a table to the terminal', () => {
  const COLUMNS: readonly Column[] = [
    { key: 'id', header: 'ID', priority: 3 },
    { key: 'title', header: 'Title', minWidth: 10 },
    { key: 'note', header: 'Note' },
    { key: 'amount', header: 'Amount', priority: 1 },
    { key: 'status', header: 'Status', priority: 1 },
  ];
  const NATURAL = [36, 40, 12, 10, 9];
  const shown = (available: number) =>
    fitColumns(COLUMNS, NATURAL, available).map(({ index, width }) => `${COLUMNS[index]?.key}:${width}`);

  it('keeps every column at its width when they fit', () => {
    expect(shown(200)).toEqual(['id:36', 'title:40', 'note:12', 'amount:10', 'status:9']);
  });

  it('drops the lowest priority first, then cuts a column that reads cut before dropping one that does not', () => {
    // 36+40+12+10+9 and four gaps is 115: the id goes first (priority 3).
    expect(shown(80)).toEqual(['title:40', 'note:12', 'amount:10', 'status:9']);
    expect(shown(70)).toEqual(['title:33', 'note:12', 'amount:10', 'status:9']);
    // The title cannot go below 10: then the note (priority 2, rightmost of its rank) goes too, and the title gets its room back.
    expect(shown(40)).toEqual(['title:17', 'amount:10', 'status:9']);
  });

  it('never drops a key column, however narrow the terminal', () => {
    expect(shown(10)).toEqual(['amount:10', 'status:9']);
  });

  it('renders the fitted columns, cutting cells to their width', () => {
    const lines = renderView(
      <Table
        columns={COLUMNS}
        rows={[
          {
            id: 'x'.repeat(36),
            title: 'A long project title that goes on',
            note: 'note',
            amount: '12.50 USD',
            status: 'submitted',
          },
        ]}
      />,
      { columns: 50 },
    ).split('\n');
    expect(lines).toEqual([
      'Title                   Note  Amount     Status',
      'A long project title …  note  12.50 USD  submitted',
    ]);
    expect(lines[1]).toHaveLength(50);
  });
});

describe('KeyValue', () => {
  it('pads the labels into one column under the title', () => {
    const { lastFrame } = render(
      <KeyValue
        title="User"
        entries={[
          ['Email', 'a@example.com'],
          ['Available bids', 3],
          ['Plan', null],
        ]}
      />,
    );
    expect(lastFrame()?.split('\n')).toEqual([
      'User',
      'Email           a@example.com',
      'Available bids  3',
      'Plan            -',
    ]);
  });
});

describe('ErrorLine', () => {
  it("shows the product's own multi-line message as lines, each still terminal-safe; any other message's break escaped", () => {
    const message = 'Invalid configuration:\n- JWT_SECRET is required\n- Eve\x1b[2J';
    expect(render(<ErrorLine code="INVALID_CONFIGURATION" message={message} ownLines />).lastFrame()).toBe(
      'INVALID_CONFIGURATION: Invalid configuration:\n- JWT_SECRET is required\n- Eve\\x1b[2J',
    );
    expect(render(<ErrorLine code="USER_NOT_FOUND" message={'Not found: Eve\nFAKE: line'} />).lastFrame()).toBe(
      'USER_NOT_FOUND: Not found: Eve\\x0aFAKE: line',
    );
  });

  it('shows the code, then the message', () => {
    expect(render(<ErrorLine code="FORBIDDEN" message="Admin users cannot be deleted" />).lastFrame()).toBe(
      'FORBIDDEN: Admin users cannot be deleted',
    );
  });
});

describe('terminal-safe text', () => {
  const PAYLOAD = '\x1b]0;pwned\x07\x1b[2J';

  it('shows C0 and C1 controls, DEL and bidi overrides as visible escapes, and leaves other text alone', () => {
    expect(terminalSafe(`a${PAYLOAD}b`)).toBe('a\\x1b]0;pwned\\x07\\x1b[2Jb');
    expect(terminalSafe('\x00\t\n\r\x7f\u0080\u009b\u009f')).toBe('\\x00\\x09\\x0a\\x0d\\x7f\\x80\\x9b\\x9f');
    expect(terminalSafe('\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069')).toBe(
      '\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069',
    );
    expect(terminalSafe('Zoë Ŝmith — 日本 🚀 \u00a0\u200d')).toBe('Zoë Ŝmith — 日本 🚀 \u00a0\u200d');
  });

  it('is applied by every table, readout, message and error line', () => {
    const frames = [
      render(
        <Table columns={[{ key: 'name', header: `Name${PAYLOAD}` }]} rows={[{ name: `Eve${PAYLOAD}` }]} />,
      ).lastFrame(),
      render(<KeyValue title={`Eve${PAYLOAD}`} entries={[[`Label${PAYLOAD}`, `value${PAYLOAD}`]]} />).lastFrame(),
      render(<Message text={`Saved ${PAYLOAD}`} />).lastFrame(),
      render(<ErrorLine code={`CODE${PAYLOAD}`} message={`Not found: ${PAYLOAD}`} />).lastFrame(),
    ];
    for (const frame of frames) {
      expect(frame).not.toContain('\x1b');
      expect(frame).not.toContain('\x07');
      expect(frame).toContain('\\x1b]0;pwned\\x07');
    }
  });
});
