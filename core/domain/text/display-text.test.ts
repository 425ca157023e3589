import { describe, expect, it } from 'vitest';
import { hasControlOrFormatCharacter } from './display-text.js';

describe('hasControlOrFormatCharacter', () => {
  it('finds a control, format, line or paragraph separator character anywhere in the text', () => {
    const hidden = [
      '\u0000',
      '\t',
      '\n',
      '\r',
      '\u001B',
      '\u007F',
      '\u0085',
      '\u009F',
      '\u00AD',
      '\u061C',
      '\u200B',
      '\u200E',
      '\u200F',
      '\u202A',
      '\u202E',
      '\u2060',
      '\u2066',
      '\u2069',
      '\uFEFF',
      '\u2028',
      '\u2029',
    ];
    for (const char of hidden) {
      for (const text of [char, `${char}Ada`, `Ada${char}`, `A${char}da`]) {
        expect(hasControlOrFormatCharacter(text), JSON.stringify(text)).toBe(true);
      }
    }
  });

  it('passes visible text of any script, spaces included', () => {
    for (const text of [
      '',
      'Ada Lovelace',
      'José\u00A0Ñúñez',
      '李小龍',
      'محمد علی',
      'עברית',
      'Zoë 🙂',
      '$%&/()=?',
      'فاطمه\u200Cزهرا',
      'ज्\u200Dञ',
      '👩\u200D💻',
    ]) {
      expect(hasControlOrFormatCharacter(text), text).toBe(false);
    }
  });
});

describe('hasControlOrFormatCharacter without joiners', () => {
  it('finds the zero-width joiners too, which make one label pass for another', () => {
    for (const text of ['\u200D', '\u200C', 'Laravel\u200D APIs', '👩\u200D💻 work', 'B\u202Eevil', 'Ada\u007F']) {
      expect(hasControlOrFormatCharacter(text, { allowJoiners: false }), JSON.stringify(text)).toBe(true);
    }
  });

  it('passes visible text of any script', () => {
    for (const text of ['Laravel APIs', 'React.js & Node', 'محمد علی', 'Zoë 🙂', 'C#/.NET (core)']) {
      expect(hasControlOrFormatCharacter(text, { allowJoiners: false }), text).toBe(false);
    }
  });
});
