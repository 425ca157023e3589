import { describe, expect, it, vi } from 'vitest';
import { everyReadout } from './every-readout.js';

// A colour terminal whose operator set NO_COLOR: the bin's choice applied before Ink loads, as index.ts does.
await vi.hoisted(async () => {
  process.env.FORCE_COLOR = '3';
  process.env.NO_COLOR = '1';
  const { applyColourChoice } = await import('../../../cli/src/colour.js');
  applyColourChoice(process.env, []);
});

describe('the CLI with NO_COLOR', () => {
  it('prints no ANSI code in any readout, bold and dim included', async () => {
    for (const { name, text } of await everyReadout()) {
      expect({ name, ansi: text.includes('\x1b[') }).toEqual({ name, ansi: false });
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
