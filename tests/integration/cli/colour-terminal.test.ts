import { describe, expect, it, vi } from 'vitest';
import { everyReadout } from './every-readout.js';

// A colour terminal, as chalk reads it when Ink first loads (below, through the imports).
vi.hoisted(() => {
  process.env.FORCE_COLOR = '3';
  delete process.env.NO_COLOR;
});

describe('the CLI on a colour terminal', () => {
  it('styles every readout (the baseline the NO_COLOR test strips)', async () => {
    for (const { name, text } of await everyReadout())
      expect({ name, styled: text.includes('\x1b[') }).toEqual({ name, styled: true });
  });
});
