import { describe, expect, it } from 'vitest';
import { applyColourChoice, colourRefused } from './colour.js';

describe('the colour choice', () => {
  it('refuses colour for NO_COLOR set to anything but empty, and for --no-color anywhere on the line', () => {
    expect(colourRefused({ NO_COLOR: '1' }, [])).toBe(true);
    expect(colourRefused({ NO_COLOR: 'false' }, [])).toBe(true);
    expect(colourRefused({ NO_COLOR: '' }, [])).toBe(false);
    expect(colourRefused({}, ['node', 'bidpilot', 'users', 'list', '--no-color'])).toBe(true);
    expect(colourRefused({}, ['node', 'bidpilot', 'users', 'list'])).toBe(false);
  });

  it('turns chalk to level 0 through FORCE_COLOR=0, over a FORCE_COLOR the terminal set', () => {
    const env: NodeJS.ProcessEnv = { NO_COLOR: '1', FORCE_COLOR: '3' };
    applyColourChoice(env, []);
    expect(env.FORCE_COLOR).toBe('0');
    const untouched: NodeJS.ProcessEnv = { FORCE_COLOR: '3' };
    applyColourChoice(untouched, []);
    expect(untouched.FORCE_COLOR).toBe('3');
  });
});
