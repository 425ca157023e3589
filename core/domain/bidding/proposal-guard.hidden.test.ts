import { describe, expect, it } from 'vitest';
import { held, itHolds, withLine } from '../../../tests/fixtures/proposal-guard-cases.js';
import { GUARD_REASONS, checkProposal } from './proposal-guard.js';

/** Contact details hidden in odd spelling: the whole bid is held. */

describe('checkProposal: hidden contact details hold the bid', () => {
  const hidden: readonly [string, string][] = [
    ['an e-mail spelled out', 'Write to ada at example dot com for samples.'],
    ['an e-mail in brackets', 'Samples: ada[at]example[dot]com.'],
    ['an e-mail with (at) and a plain domain', 'Reach me: ada(at)example.com'],
    ['an e-mail with spaced symbols', 'Mail ada @ example . com please.'],
    ['a full-width e-mail', 'Samples: ａｄａ＠ｇｍａｉｌ．ｃｏｍ'],
    ['zero-width joiners inside a domain', 'Samples at ada@g\u200dma\u200bil.com'],
    ['a phone spelled out', 'Ring five five five, zero one three two, four four.'],
    ['numerals, look-alikes and digit words glued', 'My number: 55five-O1three2'],
    ['a look-alike label and spaced digits', 'ph0ne: 5 5 5 - O 1 3 2'],
    ['a country code and spelled digits in brackets', 'call +1 (five five five) 0one3two'],
    // Drawn as nothing, though no format character: ignorables Unicode keeps for later, Hangul fillers, a braille blank.
    ['a phone split by reserved ignorables', 'call 917\u2065555\uFFF00123'],
    ['a phone split by Hangul fillers', 'call 917\u3164555\uFFA00123'],
    ['an e-mail split by braille blanks', 'Samples: ada\u2800@\u2800example.com'],
  ];

  itHolds(GUARD_REASONS.hiddenContact, hidden);

  it('holds on a hidden detail even when a plain one beside it was taken out', () => {
    expect(checkProposal(withLine('Email: ada@example.com.\nBackup: a d a @ y a h o o . c o m'), [])).toEqual(
      held(GUARD_REASONS.hiddenContact),
    );
  });
});

describe('checkProposal: a disguised copy of a plain detail is not sent once the plain one is cut', () => {
  itHolds(
    GUARD_REASONS.hiddenContact,
    [
      ['a full-width copy of the address', 'Email: ada@example.com. Backup: ａｄａ＠ｅｘａｍｐｌｅ．ｃｏｍ'],
      ['a spelled copy of the address', 'Email: ada@example.com, that is ada at example dot com.'],
      ['a full-width copy of the number', 'Call +1 917 555 0123. Backup: ＋１ ９１７ ５５５ ０１２３'],
    ],
    { title: '%s holds the bid' },
  );
});
