import { describe, expect, it } from 'vitest';
import {
  GUARD_REASONS,
  NEAR_DUPLICATE_SIMILARITY,
  PROPOSAL_MAX_CHARS,
  PROPOSAL_MIN_CHARS,
  RECENT_PROPOSALS,
  checkProposal,
  jaccard,
  shingles,
  type ContactKind,
  type GuardOptions,
} from './proposal-guard.js';
import { removeContactDetails } from './contact-details.js';

const PITCH =
  'I have read your brief for the React dashboard and I would be glad to build it. I work with React.js and TypeScript every day.';
const CLOSE = 'Could we have a quick chat about what matters most to you in this project?';
const withLine = (line: string): string =>
  `Hi there,\n\n${PITCH}\n\n${line}\n\n${CLOSE}\n\nBest regards,\nAda Lovelace`;
const clean = withLine('I can deliver it within 14 days for $375.');

describe('checkProposal: clean proposals pass unchanged', () => {
  const cleanTexts: readonly (readonly [string, string] | readonly [string, string, GuardOptions])[] = [
    ['the default template, filled', clean],
    [
      'prices and amounts',
      withLine(
        'My price is $250, or €1,500 for the full scope; 375.00 EUR covers the first milestone and 1 500 000 rows are no problem.',
      ),
    ],
    [
      'durations and dates',
      withLine('I can start on 2026-01-15 and deliver in 7 days, within 2-3 weeks at most, working 9:00-17:00 GMT.'),
    ],
    [
      'a year and a range of amounts',
      withLine('Since 2016 I have shipped projects between 10000-20000 USD, and 2024 - 2026 were my busiest years.'),
    ],
    ['support around the clock', withLine('I offer 24/7 support and a 100% money-back guarantee for 30 days.')],
    [
      'tech names spelled like domains',
      withLine(
        'I build with Node.js, Vue.js, Next.js, ASP.NET Core, Socket.io and D3.js, e.g. for live charts, i.e. no page reloads.',
      ),
    ],
    ['package names and file names', withLine('I will set up @types/node, package.json and README.md for the repo.')],
    [
      'messengers named as the work, not a way to talk',
      withLine(
        'I have built WhatsApp API and Telegram bot integrations, and Skype for Business add-ins; we can meet on Zoom or Slack once work starts.',
      ),
    ],
    [
      'the client’s own domain, named in their brief',
      withLine('I will speed up acme-tools.com and its shop.acme-tools.com checkout.'),
      { brief: 'Our store acme-tools.com is slow; see https://shop.acme-tools.com/cart.' },
    ],
    ['a messenger that is only a word after "is"', withLine('Telegram is a great fit for these notifications.')],
    ['social networks named as skills', withLine('Instagram: reels and stories; Facebook: ads. I manage both.')],
    ['English "at" with a tech name', withLine('Take a look at Node.js streams for the export.')],
    ['version numbers and an IP range', withLine('I will upgrade to React 19.2.1 and PHP 8.3 on the 10.0.0.1 server.')],
    ['a long plain number with a unit', withLine('The import handles 120000000 records without trouble.')],
    [
      'number ranges with no one to reach next to them',
      withLine(
        'From 2019-2023 the SMS gateway sent 1000-2000 texts a day; call the endpoint 3-5 times, within 1500-2500 ms.',
      ),
    ],
    ['exactly the minimum length', 'x'.repeat(PROPOSAL_MIN_CHARS)],
    ['exactly the maximum length', `${'word '.repeat(PROPOSAL_MAX_CHARS / 5 - 1)}done.`],
  ];

  it.each(cleanTexts)('%s', (_, text, options = {}) => {
    expect(checkProposal(text, [], options)).toEqual({ kind: 'pass', text: text.trim(), removed: [] });
  });

  it('takes a domain out when the brief does not name it, and a messenger link even when it does', () => {
    const deliver = 'I can deliver it within 14 days for $375.';
    expect(checkProposal(withLine(`${deliver} I will speed up acme-tools.com for you.`), [])).toMatchObject({
      kind: 'pass',
      text: clean,
      removed: ['url'],
    });
    const brief = 'Support runs on t.me/acme_support and wa.me/15550132; our site is acme-tools.com.';
    expect(checkProposal(withLine(`${deliver} Write to t.me/acme_support for access.`), [], { brief })).toMatchObject({
      kind: 'pass',
      text: clean,
      removed: ['url'],
    });
  });
});

describe('checkProposal: contact details are removed with their sentence', () => {
  const planted: readonly [string, string, ContactKind][] = [
    ['an e-mail address', 'You can also e-mail me at ada.lovelace+bids@example.co.uk any time.', 'email'],
    ['an international phone', 'Call me on +1 415 555 0132 to discuss.', 'phone'],
    ['a UK phone with a trunk zero', 'My number is +44 (0)20 7946 0958.', 'phone'],
    ['a local phone in brackets', 'Phone (415) 555-0132 after 5 pm.', 'phone'],
    ['a local phone with dashes', 'Ring 0300-1234567 today.', 'phone'],
    ['a local phone with dots', 'Text me at 415.555.0132 anytime.', 'phone'],
    ['a short local phone after a keyword', 'Call me: 555 0132.', 'phone'],
    ['a local phone written like a range, after "call me on"', 'Call me on 555-0132.', 'phone'],
    ['a local phone written like a range, after "my number:"', 'My number: 555-0132.', 'phone'],
    ['a URL', 'See my work at https://portfolio.example.com/react?x=1 for details.', 'url'],
    ['a www address', 'Portfolio: www.adalovelace.dev.', 'url'],
    ['a bare domain with a path', 'My samples are on github.com/ada-codes.', 'url'],
    ['a short link', 'Samples: bit.ly/ada-react', 'url'],
    ['a Skype id', 'Skype: live:ada_lovelace_1', 'handle'],
    ['a Skype id without a colon', 'Skype ada.lovelace works for a call.', 'handle'],
    ['a Telegram handle', 'Telegram ID: @ada_codes', 'handle'],
    ['my WhatsApp', 'My WhatsApp is ada_l if you prefer.', 'handle'],
    ['a Discord tag', 'Discord ada#1234 works too.', 'handle'],
    ['an Instagram handle', 'Instagram @ada.designs has more.', 'handle'],
    ['an @handle alone', 'Find me as @ada_codes on most sites.', 'handle'],
  ];

  it.each(planted)('%s', (_, sentence, kind) => {
    const verdict = checkProposal(withLine(`I can deliver it within 14 days for $375. ${sentence}`), []);
    expect(verdict).toMatchObject({ kind: 'pass', text: clean });
    expect(verdict.kind === 'pass' && verdict.removed).toContain(kind);
  });

  it('removes a contact line of the sign-off and keeps the rest of the text as it was', () => {
    const signed = `${clean}\nada@example.com\n+1 415 555 0132`;
    expect(checkProposal(signed, [])).toEqual({ kind: 'pass', text: clean, removed: ['email', 'phone'] });
  });

  it('keeps the other sentences of a line that had one with a contact detail', () => {
    expect(removeContactDetails('I can start today. Skype: ada.l. I am in UTC+2.').text).toBe(
      'I can start today. I am in UTC+2.',
    );
  });

  it('holds a proposal that was mostly contact details', () => {
    const pitch =
      'Hi, I can do it. Email: ada@example.com. Phone: +1 415 555 0132. Skype: live:ada_1. Telegram: @ada_codes. Website: ada.dev.';
    expect(checkProposal(pitch, [])).toEqual({ kind: 'hold', reason: GUARD_REASONS.mostlyContact });
  });

  it('holds when taking the contact details out leaves too short a text', () => {
    expect(checkProposal('Contact me: ada@example.com. Thanks a lot!', [])).toEqual({
      kind: 'hold',
      reason: GUARD_REASONS.mostlyContact,
    });
  });
});

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
  ];

  it.each(hidden)('%s', (_, sentence) => {
    expect(checkProposal(withLine(`I can deliver it within 14 days for $375. ${sentence}`), [])).toEqual({
      kind: 'hold',
      reason: GUARD_REASONS.hiddenContact,
    });
  });

  it('holds on a hidden detail even when a plain one beside it was taken out', () => {
    expect(checkProposal(withLine('Email: ada@example.com.\nBackup: a d a @ y a h o o . c o m'), [])).toEqual({
      kind: 'hold',
      reason: GUARD_REASONS.hiddenContact,
    });
  });
});

describe('checkProposal: unfilled placeholders hold the bid', () => {
  const placeholders: readonly [string, string][] = [
    ['[Project Title]', 'I have read your project "[Project Title]" and can start now.'],
    ['[Client Name]', 'Dear [Client Name], I can start now.'],
    ['{name}', 'Hello {name}, I can start now.'],
    ['{{client}}', 'Hello {{client}}, I can start now.'],
    ['{{ first_name }}', 'Hello {{ first_name }}, I can start now.'],
  ];

  it.each(placeholders)('%s', (found, line) => {
    expect(checkProposal(withLine(line), [])).toEqual({
      kind: 'hold',
      reason: `Unfilled placeholder in the proposal: ${found}.`,
    });
  });

  it('shortens a long placeholder in the reason', () => {
    expect(checkProposal(withLine('[insert one relevant past project here]'), [])).toEqual({
      kind: 'hold',
      reason: 'Unfilled placeholder in the proposal: [insert one relevant past...].',
    });
  });

  it('does not take numbered references or empty brackets for placeholders', () => {
    expect(checkProposal(withLine('See point [1] of your brief; the {} and [ ] are typos of mine.'), [])).toMatchObject(
      { kind: 'pass' },
    );
  });
});

describe('checkProposal: length limits', () => {
  it('holds a proposal shorter than the minimum', () => {
    expect(checkProposal('I can do it. Thanks!', [])).toEqual({ kind: 'hold', reason: GUARD_REASONS.tooShort });
    expect(checkProposal(`  ${'x'.repeat(PROPOSAL_MIN_CHARS - 1)}  `, [])).toEqual({
      kind: 'hold',
      reason: 'The proposal is too short to send (under 30 characters).',
    });
  });

  it('holds a proposal longer than the maximum', () => {
    const long = `${'word '.repeat(PROPOSAL_MAX_CHARS / 5)}done.`;
    expect(checkProposal(long, [])).toEqual({
      kind: 'hold',
      reason: 'The proposal is too long to send (over 1,500 characters).',
    });
  });

  it('measures what would be sent: the text without its contact sentence', () => {
    const long = `${'word '.repeat(PROPOSAL_MAX_CHARS / 5 - 1)}done.\nEmail: ada@example.com`;
    expect(checkProposal(long, [])).toMatchObject({ kind: 'pass', removed: ['email'] });
  });
});

describe('checkProposal: near-duplicates of recent proposals', () => {
  /** 20 distinct words: 18 shingles; changing the last k words changes exactly k shingles. */
  const base = Array.from({ length: 20 }, (_, i) => `w${i}`);
  const variant = (changedAtEnd: number): string =>
    [...base.slice(0, base.length - changedAtEnd), ...Array.from({ length: changedAtEnd }, (_, i) => `other${i}`)].join(
      ' ',
    );

  it('measures word 3-shingle Jaccard similarity, ignoring case and punctuation', () => {
    expect(shingles('Hello, World! hello world')).toEqual(new Set(['hello world hello', 'world hello world']));
    expect(jaccard(shingles('a b c d'), shingles('A, b; c. d!'))).toBe(1);
    expect(jaccard(shingles(variant(0)), shingles(variant(2)))).toBeCloseTo(16 / 20);
    expect(jaccard(shingles(variant(0)), shingles(variant(3)))).toBeCloseTo(15 / 21);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });

  it('asks for a rewrite at the threshold, and passes just below it', () => {
    expect(jaccard(shingles(variant(0)), shingles(variant(2)))).toBeGreaterThanOrEqual(NEAR_DUPLICATE_SIMILARITY);
    expect(checkProposal(variant(2), ['unrelated text entirely here', variant(0)])).toEqual({
      kind: 'rewrite',
      reason: GUARD_REASONS.nearDuplicate,
      similarTo: variant(0),
    });
    expect(checkProposal(variant(3), [variant(0)])).toMatchObject({ kind: 'pass', text: variant(3) });
  });

  it('holds a rewrite that is still a near-copy', () => {
    expect(checkProposal(variant(1), [variant(0)], { afterRewrite: true })).toEqual({
      kind: 'hold',
      reason: GUARD_REASONS.stillDuplicate,
    });
    expect(checkProposal(variant(5), [variant(0)], { afterRewrite: true })).toMatchObject({ kind: 'pass' });
  });

  it('takes an identical proposal for a near-copy, and the same template for another project for none', () => {
    const other = withLine(
      'I can deliver it within 30 days for $2,400, starting with the data model and the import of your CSV files.',
    ).replace('React dashboard', 'Shopify store migration');
    expect(checkProposal(clean, [clean])).toMatchObject({ kind: 'rewrite', similarTo: clean });
    expect(checkProposal(other, [clean])).toMatchObject({ kind: 'pass' });
  });

  it('compares the text without its contact details', () => {
    expect(checkProposal(`${clean}\nSkype: live:ada_1`, [clean])).toMatchObject({ kind: 'rewrite' });
  });

  it(`looks at the ${RECENT_PROPOSALS} most recent proposals only`, () => {
    const recent = [
      ...Array.from({ length: RECENT_PROPOSALS }, (_, i) => `unrelated proposal number ${i} about something else`),
      clean,
    ];
    expect(checkProposal(clean, recent)).toMatchObject({ kind: 'pass' });
  });

  it('checks placeholders before similarity', () => {
    expect(checkProposal(withLine('Dear [Client Name],'), [withLine('Dear [Client Name],')])).toMatchObject({
      kind: 'hold',
    });
  });
});

describe('checkProposal: the user’s own portfolio link', () => {
  const link = 'https://ada.dev/work/sales-dashboard';
  const withPortfolio = withLine(`Past work close to this: "Sales dashboard" (${link}). Charts for a sales team.`);

  const without = `Hi there,\n\n${PITCH}\n\n${CLOSE}\n\nBest regards,\nAda Lovelace`;

  it('is removed with its sentence unless the user entered it', () => {
    expect(checkProposal(withPortfolio, [])).toEqual({
      kind: 'pass',
      text: withLine('Charts for a sales team.'),
      removed: ['url'],
    });
  });

  it('is let through, exactly where it stands, when it is the user’s own', () => {
    expect(checkProposal(withPortfolio, [], { ownLinks: [link] })).toEqual({
      kind: 'pass',
      text: withPortfolio,
      removed: [],
    });
  });

  it('lets through only that exact link: another address, or contact details beside it, still go', () => {
    const other = withLine(`See ${link}/../private and https://ada.dev/other too.`);
    expect(checkProposal(other, [], { ownLinks: [link] })).toEqual({ kind: 'pass', text: without, removed: ['url'] });
    const phone = withLine(`Past work: ${link}. Call me on +44 7700 900123.`);
    expect(checkProposal(phone, [], { ownLinks: [link] })).toMatchObject({ kind: 'pass', removed: ['phone'] });
    expect((checkProposal(phone, [], { ownLinks: [link] }) as { text: string }).text).not.toContain('7700');
  });

  it('never lets through a messenger, mailbox or shortener link, whoever entered it', () => {
    for (const contact of ['https://wa.me/447700900123', 'https://t.me/ada_codes', 'https://bit.ly/3xYz']) {
      const text = withLine(`My work: ${contact}.`);
      expect(checkProposal(text, [], { ownLinks: [contact] })).toMatchObject({
        kind: 'pass',
        text: without,
        removed: ['url'],
      });
    }
  });

  it('still holds talk of moving off Freelancer next to the link', () => {
    expect(checkProposal(withLine(`See ${link} and contact me on WhatsApp.`), [], { ownLinks: [link] })).toEqual({
      kind: 'hold',
      reason: GUARD_REASONS.offPlatformContact,
    });
  });

  it('ignores what is not an http(s) link', () => {
    const text = withLine('Mail: ada@example.com.');
    expect(checkProposal(text, [], { ownLinks: ['ada@example.com', 'javascript:alert(1)'] })).toMatchObject({
      kind: 'pass',
      text: without,
      removed: ['email'],
    });
  });
});
