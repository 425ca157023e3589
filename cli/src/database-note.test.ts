import { describe, expect, it } from 'vitest';
import { namesDatabase } from './database-note.js';

describe('naming the database a command opened', () => {
  it('names it on every readout a person reads, --json on a terminal included', () => {
    expect(namesDatabase(false, { isTTY: true })).toBe(true);
    expect(namesDatabase(false, {})).toBe(true);
    expect(namesDatabase(true, { isTTY: true })).toBe(true);
  });

  it('leaves it out of --json when stderr is no terminal, where a script may fold it into the JSON', () => {
    expect(namesDatabase(true, {})).toBe(false);
    expect(namesDatabase(true, { isTTY: false })).toBe(false);
  });
});
