import { describe, expect, it } from 'vitest';
import { itHolds, itPassesUnchanged, withLine } from '../../../tests/fixtures/proposal-guard-cases.js';
import { GUARD_REASONS, checkProposal } from './proposal-guard.js';
import { revealText } from './reveal-text.js';

/** Text reordered by direction controls (U+202A–U+202E, U+2066–U+2069) is read as it is shown. */
const [LRE, RLE, PDF, LRO, RLO] = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e'];
const [RLI, PDI] = ['\u2067', '\u2069'];
const [LRM, RLM] = ['\u200e', '\u200f'];

const MIRRORED: Readonly<Record<string, string>> = { '(': ')', ')': '(', '[': ']', ']': '[' };
/** What to write after an RLO for a reader to be shown `shown`: the characters backwards, brackets mirrored. */
const backwards = (shown: string): string =>
  Array.from(shown)
    .reverse()
    .map((char) => MIRRORED[char] ?? char)
    .join('');
const overridden = (shown: string): string => `${RLO}${backwards(shown)}${PDF}`;

describe('revealText: a direction override is read in the order it is shown', () => {
  it.each([
    ['a messenger name', `Lets move this chat to ${RLO}ppAstahW${PDF} so we can talk faster.`, 'whatsapp'],
    ['an e-mail', `Mail me at ${overridden('ada@example.com')} for samples.`, 'ada@example.com'],
    ['a phone', `Call me on ${overridden('+1 917 555 0123')} after six.`, '+1 917 555 0123'],
    ['a link', `Samples: ${overridden('wa.me/15550132')} any time.`, 'wa.me/15550132'],
    ['brackets, mirrored as they are drawn', `Write to ${overridden('ada[at]example[dot]com')}.`, 'ada@example.com'],
    ['an override left open to the end', `Lets move this chat to ${RLO}ppAstahW`, 'whatsapp'],
    ['an override left open to the end of its line', `Lets go to ${RLO}ppAstahW\nThanks, Ada`, 'whatsapp\nthanks, ada'],
    ['an override opened before a line break', `Lets move this chat to ${RLO}\nppAstahW${PDF} now.`, 'whatsapp'],
    ['an LRO piece inside an RLO, moved whole', `Add me on ${RLO}ppA${LRO}Whats${PDF}${PDF} today.`, 'whatsapp'],
    ['an RLI piece inside an RLO, moved whole', `Add me on ${RLO}ppA${RLI}Whats${PDI}${PDF} today.`, 'whatsapp'],
    ['an RLO inside an embedding', `Add me on ${LRE}${RLO}ppAstahW${PDF}${PDF} today.`, 'whatsapp'],
    ['two RLOs, one inside the other', `Add me on ${RLO}ppA${RLO}stahW${PDF}${PDF} today.`, 'whatsapp'],
    ['an RLO as deep as embeddings go', `Add me on ${LRE.repeat(62)}${RLO}ppAstahW today.`, 'whatsapp'],
  ])('%s', (_, text, shown) => {
    expect(revealText(text)).toContain(shown);
  });

  it.each([
    ['an RLE', `Add me on ${RLE}WhatsApp${PDF} today.`],
    ['an RLI', `Add me on ${RLI}WhatsApp${PDI} today.`],
    ['an RLO too deep to count', `Add me on ${LRE.repeat(63)}${RLO}WhatsApp today.`],
    ['an RLO closed by a PDI with its isolate', `Add me ${RLI}${RLO}on${PDI}WhatsApp${PDF} today.`],
  ])('keeps the order of Latin letters in %s, which only sets the direction of neutral characters', (_, text) => {
    expect(revealText(text)).toContain('whatsapp');
  });

  it('leaves Arabic and Hebrew text with direction marks as it was read before', () => {
    const text = `${RLM}مرحبا بكم${RLM} and ${LRM}שלום${LRM}: 5 years of React.js work.`;
    expect(revealText(text)).toBe('مرحبا بكم and שלום: 5 years of react.js work.');
  });
});

describe('checkProposal: a direction override does not carry a contact detail past the guard', () => {
  it('holds the talk of WhatsApp an RLO spells backwards (audit finding 1)', () => {
    const proposal = `I would love to help with this project. Lets move this chat to ${RLO}ppAstahW${PDF} so we can talk faster.`;
    expect(checkProposal(proposal, [])).toEqual({ kind: 'hold', reason: GUARD_REASONS.offPlatformContact });
  });

  itHolds(
    GUARD_REASONS.offPlatformContact,
    [
      ['Telegram', `Lets move this chat to ${RLO}margeleT${PDF} so we can talk faster.`],
      ['Skype, left open', `Lets move this chat to ${RLO}epykS`],
      ['WhatsApp, opened before a line break', `Lets move this chat to ${RLO}\nppAstahW${PDF} so we can talk faster.`],
    ],
    { title: 'holds talk of %s as off Freelancer', frame: withLine },
  );

  itHolds(
    GUARD_REASONS.hiddenContact,
    [
      ['an e-mail', `Mail me at ${overridden('ada@example.com')} for samples.`],
      ['a phone', `Call me on ${overridden('+1 917 555 0123')} after six.`],
      ['an e-mail in brackets', `Write to ${overridden('ada[at]example[dot]com')} for samples.`],
    ],
    { title: 'holds %s an RLO shows as hidden contact details', frame: withLine },
  );

  itHolds(
    GUARD_REASONS.directionOverride,
    [
      ['an RLO', `My studio is ${overridden('Lovelace Apps')}, based in London.`],
      ['an LRO', `My studio is ${LRO}Lovelace Apps${PDF}, based in London.`],
    ],
    { title: 'holds a proposal with %s, which no honest proposal needs, whatever it shows', frame: withLine },
  );

  itPassesUnchanged(
    [
      [
        'Arabic and Hebrew with direction marks',
        `I also write ${RLM}العربية${RLM} and ${LRM}עברית${LRM} for your users.`,
      ],
      ['a Hebrew name in an embedding', `My last client was ${RLE}שלום Apps${PDF} in Tel Aviv.`],
      ['an Arabic name in an isolate', `My last client was ${RLI}مرحبا${PDI} in Dubai.`],
    ],
    { title: 'sends %s unchanged', frame: withLine },
  );
});
