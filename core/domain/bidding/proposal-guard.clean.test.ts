import { describe, expect, it } from 'vitest';
import { CLEAN, afterTerms, withLine } from '../../../tests/fixtures/proposal-guard-cases.js';
import { PROPOSAL_MAX_CHARS, PROPOSAL_MIN_CHARS, checkProposal, type GuardOptions } from './proposal-guard.js';

/** Proposals with nothing to take out or hold: sent exactly as written. */

describe('checkProposal: clean proposals pass unchanged', () => {
  const cleanTexts: readonly (readonly [string, string] | readonly [string, string, GuardOptions])[] = [
    ['the default template, filled', CLEAN],
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
    expect(checkProposal(afterTerms('I will speed up acme-tools.com for you.'), [])).toMatchObject({
      kind: 'pass',
      text: CLEAN,
      removed: ['url'],
    });
    const brief = 'Support runs on t.me/acme_support and wa.me/15550132; our site is acme-tools.com.';
    expect(checkProposal(afterTerms('Write to t.me/acme_support for access.'), [], { brief })).toMatchObject({
      kind: 'pass',
      text: CLEAN,
      removed: ['url'],
    });
  });
});
