import { describe, expect, it } from 'vitest';
import { revealText } from './reveal-text.js';

describe('revealText: the text as a reader takes it in', () => {
  it.each([
    ['full-width forms are folded', 'ａｄａ＠ｇｍａｉｌ．ｃｏｍ', 'ada@gmail.com'],
    ['zero-width and format characters go', 'g\u200dm\u200ba\u2060i\u00adl', 'gmail'],
    ['Cyrillic look-alikes become Latin', 'gm\u0430il', 'gmail'],
    ['accents are dropped', 'Télégram', 'telegram'],
    ['letter-spaced words close up', 'w h a t s a p p', 'whatsapp'],
    ['hyphen-spaced words close up', 'g-m-a-i-l', 'gmail'],
    ['dotted letters close up', 'g.m.a.i.l', 'gmail'],
    ['split and disguised names are joined', 'sk ype, Telegr@m, wh@ts@pp', 'skype, telegram, whatsapp'],
    [
      'at and dot in any brackets',
      'ada{at}x{dot}com ada<at>x<dot>com ada_at_x_dot_com',
      'ada@x.com ada@x.com ada@x.com',
    ],
    ['a spelled dot before a top-level domain', 'gmail dot com, wa dot me slash 15550132', 'gmail.com, wa.me/15550132'],
    ['"the dot com" stays English', 'the dot com boom', 'the dot com boom'],
    ['spelled digits', 'five five five, zero one three two', '5550132'],
    ['look-alike digits in spelled ones', '0ne two thr33 f0ur', '1234'],
    ['"double" and "triple"', 'double five triple zero one', '550001'],
    ['letters typed for digits', '55O O132 4l5', '550 0132 415'],
    ['runs of plain digits stay as typed', '1, 2, 3, 4', '1, 2, 3, 4'],
    ['digits glued to digit words and look-alikes', '55five-O1three2 0one3two', '555-0132 0132'],
    ['spelled digits in brackets join the run', '+1 (five five five) 0132', '+15550132'],
    ['disguised phone labels', 'ph0ne, c4ll, t3xt, m0bile', 'phone, call, text, mobile'],
    ['a city is not a phone word with a letter swapped', 'Cali, Colombia', 'cali, colombia'],
    ['an en dash or minus sign is a hyphen', '555\u20130132 555\u22120132', '555-0132 555-0132'],
    ['digits of other scripts read as ASCII', '٥٥٥ ۵۵۵ ৫৫৫ ५५५ ๕๕๕ ٩٢', '555 555 555 555 555 92'],
    ['dingbat digits and Chinese numerals read as ASCII', '❾❶❼ ⓿❶❷❸ 九一七五五五零一二三', '917 0123 9175550123'],
    ['small capitals and drawn letters read as ASCII', 'ɢᴍᴀɪʟ 🅖🅜 ⒜⒟⒜ 🇬🇲', 'gmail gm ada gm'],
    ['drawn letters beside capitals standing for @ and dot', '🅐🅓🅐ATgmailDOTcom', 'ada@gmail.com'],
    [
      'a word or a plain dot in brackets before a top-level domain',
      'wa(dot)me/1 t[.]me/ada ada (.) com',
      'wa.me/1 t.me/ada ada.com',
    ],
    ['a dot spaced on both sides, before a path', 't . me / ada, ada . com/contact', 't.me/ada, ada.com/contact'],
    [
      'a dot spaced on one side, or without a path, stays',
      'next.js . me and you. done. design/build, .net/c#',
      'next.js . me and you. done. design/build, .net/c#',
    ],
    [
      'words that only contain digits and digit words elsewhere stay',
      'i18n web3 b2b 1080p rc3',
      'i18n web3 b2b 1080p rc3',
    ],
  ])('%s', (_, text, revealed) => {
    expect(revealText(text)).toBe(revealed);
  });

  it('reads every script’s decimal digits as 0 to 9, checked against the numbering systems Intl knows', () => {
    const systems = Intl.supportedValuesOf('numberingSystem');
    let checked = 0;
    for (const numberingSystem of systems) {
      const format = new Intl.NumberFormat('en', { numberingSystem, useGrouping: false });
      const digits = Array.from({ length: 10 }, (_, value) => format.format(value));
      // "hanidec" writes 〇一二…, which Unicode does not class as decimal digits.
      if (!digits.every((digit) => /^\p{Nd}$/u.test(digit))) continue;
      expect(digits.map((digit) => revealText(digit)).join(''), numberingSystem).toBe('0123456789');
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('reads every decimal digit Unicode has as an ASCII one', () => {
    const digits: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      const char = String.fromCodePoint(code);
      if (/\p{Nd}/u.test(char)) digits.push(char);
    }
    expect(digits.length).toBeGreaterThan(600);
    expect(digits.filter((digit) => !/^[0-9]$/.test(revealText(digit)))).toEqual([]);
  });

  it('adds an address written backwards, reversed, on a line of its own', () => {
    expect(revealText('Write to moc.liamg@ada.')).toBe('write to moc.liamg@ada.\nada@gmail.com');
  });

  it('leaves ordinary technical text readable', () => {
    expect(revealText('Node.js, ASP.NET, @types/node, v2.3.1, 24/7, 192.168.1.10')).toBe(
      'node.js, asp.net, @types/node, v2.3.1, 24/7, 192.168.1.10',
    );
  });
});

describe('revealText: digits split by commas or slashes', () => {
  it.each([
    ['single digits between commas', '5,5,5,0,1,3,2,1,2,3', '5550132123'],
    ['single digits between commas and spaces', '5, 5, 5, 0, 1, 3, 2', '5550132'],
    ['groups between slashes', '555/013/2123', '5550132123'],
  ])('joins %s', (_, text, revealed) => {
    expect(revealText(text)).toBe(revealed);
  });

  it.each([
    ['an amount with thousands', '1,250,000 inr'],
    ['an amount after a currency sign', '$1,250'],
    ['a date', '12/05/2024'],
    ['a date with the year first', '2024/05/12'],
    ['a list that counts', '1, 2, 3, 4, 5, 6, 7, 8, 9, 10'],
    ['a list of larger numbers', 'widths 320, 768, 1024, 1440'],
    ['around the clock', '24/7/365'],
    ['a framework and a language', 'c#/.net'],
  ])('leaves %s as typed', (_, text) => {
    expect(revealText(text)).toBe(text);
  });
});

describe('revealText: dots of other scripts and dot-like signs', () => {
  it.each([
    ['an ideographic full stop', 'adacodes。com', 'adacodes.com'],
    ['a half-width ideographic full stop', 'adacodes｡com', 'adacodes.com'],
    ['a hyphenation point', 'adacodes‧com', 'adacodes.com'],
    ['a one-dot leader', 'adacodes․com', 'adacodes.com'],
    ['a small full stop', 'adacodes﹒com', 'adacodes.com'],
    ['a middle dot between letters', 'adacodes·com', 'adacodes.com'],
    ['a katakana middle dot', 'adacodes・com', 'adacodes.com'],
  ])('reads %s as a dot', (_, text, revealed) => {
    expect(revealText(text)).toBe(revealed);
  });

  it('leaves a spaced middle dot a separator', () => {
    expect(revealText('Home · About · Work')).toBe('home · about · work');
  });
});

describe('revealText: a dot after an @', () => {
  it.each([
    ['spaced on both sides', 'ada@gmail . com', 'ada@gmail.com'],
    ['spaced before', 'ada@gmail .com', 'ada@gmail.com'],
    ['spaced after, behind a name', 'ada@acme. io', 'ada@acme.io'],
    ['an "at" and "dot" spelled out', 'ada at gmail dot com', 'ada at gmail.com'],
  ])('joins a dot %s', (_, text, revealed) => {
    expect(revealText(text)).toBe(revealed);
  });

  it.each([
    ['a handle ending a sentence', 'i ran the posts of @acmestore. then we grew it.'],
    ['a handle ending a line', 'i ran @acmestore.\nthen we grew it.'],
    ['a line break after a spaced dot', 'i ran @acmestore .\nthen we grew it.'],
  ])('leaves %s as typed', (_, text) => {
    expect(revealText(text)).toBe(text);
  });
});
