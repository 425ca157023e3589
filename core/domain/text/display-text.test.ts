import { describe, expect, it } from 'vitest';
import { hasInvisibleCharacter, visibleOneLine } from './display-text.js';

/** Characters that are not controls or format characters, yet are drawn as nothing or as blank. */
const DRAWN_AS_NOTHING = [
  '\u115F',
  '\u1160',
  '\u3164',
  '\uFFA0',
  '\u034F',
  '\u17B4',
  '\u17B5',
  '\u2065',
  '\uFFF0',
  '\u{E0080}',
  '\u{E01F0}',
  '\u2800',
];
/** Emoji, ideographs and Mongolian letters with the variation selector that chooses how they are drawn. */
const VARIED = ['❤\uFE0F', 'I ❤\uFE0F Go', '☺\uFE0E', '1\uFE0F\u20E3', '葛\u{E0100}', 'ᠠ\u180B'];

describe('hasInvisibleCharacter', () => {
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
        expect(hasInvisibleCharacter(text), JSON.stringify(text)).toBe(true);
      }
    }
  });

  it('finds a character drawn as nothing, alone or inside a word', () => {
    for (const char of DRAWN_AS_NOTHING) {
      for (const text of [char, `${char}Ada`, `Ada${char}`, `Laravel${char}APIs`, `김${char}민준`]) {
        expect(hasInvisibleCharacter(text), JSON.stringify(text)).toBe(true);
      }
    }
  });

  it('finds a variation selector with nothing to vary', () => {
    for (const text of [
      '\uFE0F',
      '\u{E0100}',
      '\u180B',
      'Ada \uFE0F',
      '❤\uFE0F\uFE0F',
      'A\u200B\uFE0E',
      '👩\u200D\uFE0F',
    ]) {
      expect(hasInvisibleCharacter(text), JSON.stringify(text)).toBe(true);
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
      '❤\uFE0F\u200D🔥',
      '김민준',
      '가 ㄱㅏ ힰ',
      'ⓐ ⠁⠃',
      ...VARIED,
    ]) {
      expect(hasInvisibleCharacter(text), text).toBe(false);
    }
  });
});

describe('hasInvisibleCharacter without joiners', () => {
  it('finds the zero-width joiners too, which make one label pass for another', () => {
    for (const text of ['\u200D', '\u200C', 'Laravel\u200D APIs', '👩\u200D💻 work', 'B\u202Eevil', 'Ada\u007F']) {
      expect(hasInvisibleCharacter(text, { allowJoiners: false }), JSON.stringify(text)).toBe(true);
    }
  });

  it('finds a character drawn as nothing, and a variation selector with nothing to vary', () => {
    for (const text of [...DRAWN_AS_NOTHING, 'Laravel\u3164APIs', '\uFE0F', 'PHP \uFE0F']) {
      expect(hasInvisibleCharacter(text, { allowJoiners: false }), JSON.stringify(text)).toBe(true);
    }
  });

  it('passes visible text of any script', () => {
    for (const text of [
      'Laravel APIs',
      'React.js & Node',
      'محمد علی',
      'Zoë 🙂',
      'C#/.NET (core)',
      '김민준',
      ...VARIED,
    ]) {
      expect(hasInvisibleCharacter(text, { allowJoiners: false }), text).toBe(false);
    }
  });
});

describe('visibleOneLine', () => {
  it('turns what is not visible text on one line into single spaces', () => {
    expect(visibleOneLine('Build\u202E a\n\tshop\u200B')).toBe('Build a shop');
    expect(visibleOneLine('Laravel\u3164APIs\u2800for\u115F\u1160a\uFFA0shop\u034F')).toBe('Laravel APIs for a shop');
    expect(visibleOneLine('\u3164')).toBe('');
    expect(visibleOneLine('Logo \uFE0F design')).toBe('Logo design');
  });

  it('keeps Korean, joined and varied text as it reads', () => {
    for (const text of ['한국어 웹사이트 제작', 'فاطمه\u200Cزهرا', '👩\u200D💻 dev', ...VARIED]) {
      expect(visibleOneLine(text)).toBe(text);
    }
  });
});
