import { render } from 'ink-testing-library';
import { describe, expect, it } from 'vitest';
import { ErrorLine } from './error-line.js';
import { KeyValue } from './key-value.js';
import { Message } from './message.js';
import { Table, truncate } from './table.js';
import { terminalSafe } from './terminal-safe.js';

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

describe('terminal-safe text', () => {
  const PAYLOAD = '\x1b]0;pwned\x07\x1b[2J';

  it('shows C0 and C1 controls, DEL and bidi overrides as visible escapes, and leaves other text alone', () => {
    expect(terminalSafe(`a${PAYLOAD}b`)).toBe('a\\x1b]0;pwned\\x07\\x1b[2Jb');
    expect(terminalSafe('\x00\t\n\r\x7f\u0080\u009b\u009f')).toBe('\\x00\\x09\\x0a\\x0d\\x7f\\x80\\x9b\\x9f');
    expect(terminalSafe('\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069')).toBe('\\u202a\\u202b\\u202c\\u202d\\u202e\\u2066\\u2067\\u2068\\u2069');
    expect(terminalSafe('Zoë Ŝmith — 日本 🚀 \u00a0\u200d')).toBe('Zoë Ŝmith — 日本 🚀 \u00a0\u200d');
  });

  it('is applied by every table, readout, message and error line', () => {
    const frames = [
      render(<Table columns={[{ key: 'name', header: `Name${PAYLOAD}` }]} rows={[{ name: `Eve${PAYLOAD}` }]} />).lastFrame(),
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
