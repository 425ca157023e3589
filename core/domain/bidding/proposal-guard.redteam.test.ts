import { describe, expect, it } from 'vitest';
import { afterTerms, itHolds, itPassesUnchanged, itTakesOut } from '../../../tests/fixtures/proposal-guard-cases.js';
import { GUARD_REASONS, checkProposal, type ContactKind } from './proposal-guard.js';

/** Contact details and invitations a red-team pass found passing the guard untouched, and the prose kept clean beside them. */

describe('checkProposal: a phone number spelled, glued or split by odd signs holds the bid', () => {
  itHolds(GUARD_REASONS.hiddenContact, [
    ['digit words right after an amount', 'five five five zero one zero zero one two three'],
    ['digit words after a currency code', 'USD 375, five five five zero one zero zero one two three'],
    ['digit words in capitals', 'FIVE FIVE FIVE ZERO ONE ZERO ZERO ONE TWO THREE'],
    ['digits and digit words mixed', '555 0 one 0 0 one 2 three'],
    ['letter-spaced digits around a digit word', '9 one 7 5 5 5 0 1 0 0'],
    ['digit words glued into words', 'fivefivefive zeroonezerozero onetwothree'],
    ['groups joined by underscores', '555_0100_123'],
    ['groups joined by tildes', '555 ~ 0100 ~ 123'],
    ['groups joined by bars', '555|0100|123'],
    ['groups joined by em dashes', 'Call: 555—0100—123'],
    ['digits as HTML entities', '&#53;&#53;&#53;&#48;&#49;&#48;&#48;&#49;&#50;&#51;'],
  ]);
});

describe('checkProposal: an e-mail address written around its @ and dot holds the bid', () => {
  itHolds(GUARD_REASONS.hiddenContact, [
    ['entities for @ and dot', 'ada&#x40;foobar&#46;com'],
    ['named entities', 'ada&commat;foobar&period;com'],
    ['a percent-escaped @', 'ada%40foobar.org'],
    ['base64', 'YWRhQGZvb2Jhci5jb20='],
    ['hashes around at and dot', 'ada #at# foobar #dot# com'],
    ['slashes around at and dot', 'ada /at/ foobar /dot/ com'],
    ['capitals for at and dot', 'adaATfoobarDOTcom'],
    ['"dotcom" as one word', 'ada at foobar dotcom'],
    ['"period" for the dot', 'ada at foobar period com'],
    ['"point" for the dot', 'ada at foobar point org'],
    ['a look-alike digit in the top-level domain', 'ada at foobar dot c0m'],
    ['the top-level domain letter by letter', 'ada@foobar.c.o.m'],
    ['every part letter by letter', 'a.d.a@g.m.a.i.l.c.o.m'],
    ['a provider and its top-level domain, no @', 'ada at gmail com'],
    ['a provider after a mail label', 'Email: ada at gmail'],
    ['an id with digits at a provider', 'ada1815 at yahoo'],
    ['an id with a dot on a provider', 'ada.lovelace on gmail'],
    ['a provider in brackets', 'E-mail me at ada.lovelace (gmail)'],
  ]);
});

describe('checkProposal: a link with an odd dot, or a shortener, holds the bid or is taken out', () => {
  itHolds(
    GUARD_REASONS.hiddenContact,
    [
      ['a dot spaced before a path', 'foobar .com/contact'],
      ['a comma for the dot', 'foobar,com'],
      ['a dot spaced on both sides, ending the sentence', 'foobar . dev'],
      ['a dot as an HTML entity', 'foobar&#46;dev'],
    ],
    { title: '%s holds it' },
  );

  it.each([
    ['tiny.cc/foobar', 'url'],
    ['rb.gy/foobar', 'url'],
    ['is.gd/foobar', 'url'],
    ['shorturl.at/foobar', 'url'],
    ['linkedin/in/ada-lovelace', 'url'],
    ['LinkedIn -> /in/ada-lovelace', 'url'],
    ['Zoom ID 555 0100 123', 'phone'],
  ] as const)('%s is taken out', (line, kind: ContactKind) => {
    const verdict = checkProposal(afterTerms(line), []);
    expect(verdict).toMatchObject({ kind: 'pass', removed: [kind] });
    expect(verdict.kind === 'pass' && verdict.text).not.toContain(line);
  });
});

describe('checkProposal: a messenger id under a short, odd or misspelled label is taken out', () => {
  itTakesOut([
    'telegrm adacodes',
    'telegarm: adacodes',
    'skyp: ada.l',
    'TG: adacodes',
    'TG - adacodes99',
    'weixin: adacodes',
    'We Chat: adacodes',
    'Line ID: adacodes',
    'Threema: ABCD1234',
    'my Discord user is adacodes',
    'adacodes#1234 on Discord',
    'Gmail — ada1815',
    'email me: ada1815',
  ]);
});

describe('checkProposal: an invitation to talk elsewhere, or an ask for the client’s details, holds the bid', () => {
  itHolds(GUARD_REASONS.offPlatformContact, [
    'Drop me a line on WhatsApp.',
    'Drop me a message on Telegram.',
    'Shoot me an email and we can sort it out.',
    'Send me an email and I will reply fast.',
    "Let's hop on a quick WhatsApp call.",
    "Let's have a call on WhatsApp.",
    'My WhatsApp is in my profile.',
    "Let's talk privately on Skype.",
    'Send me your email so we can talk.',
    'Share your WhatsApp number and I will message you.',
    'Give me your phone number and I will call.',
    'Please share your email id so I can send the files.',
    'Send me your Skype id.',
    "What's your WhatsApp?",
    "I'd love to connect on LinkedIn.",
    'DM me on Telegrm.',
    'Write me at my email.',
  ]);
});

describe('checkProposal: prose near the new readings still passes unchanged', () => {
  itPassesUnchanged([
    ['em dashes in prose', 'The hero section—the first thing visitors see—loads fast.'],
    ['HTML entities in code talk', 'I will escape entities like &amp;, &lt; and &nbsp; in the templates.'],
    ['a percent-escaped space', 'Encoded URLs use %20 for spaces.'],
    ['a base64 token', 'The JWT header eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9 is verified server-side.'],
    ['an issue reference beside Discord', 'The Discord bot handles issue#1234 style references.'],
    ['"we chat" as English', 'We chat regularly with the QA team.'],
    [
      '"period" and "point" before words',
      'During the trial period work continues. At that point me and my team test it.',
    ],
    ['file types after a space', 'I deliver source files .ai, .psd and .pdf for every design.'],
    ['a typo with a comma', 'Prices are gross,net and tax shown separately.'],
    ['a career at a provider', 'I was a senior engineer at Yahoo and at Google.'],
    ['a provider as a subject', 'Sending at Gmail scale needs DKIM and SPF.'],
    ['a technology name at a provider', 'I used Node.js at Gmail scale, and ASP.NET at Outlook.'],
    ['a version on a provider', 'I shipped v2.1 on Gmail add-ons last year.'],
    ['a mail label before a word', 'Email: templates in MJML, sent through SES.'],
    ['a session id', 'Session ID: rotated on every login.'],
    ['a number of users asked for', 'Share your number of users and I will size the server.'],
    ['templates asked for', 'Please share your email templates and I will port them.'],
    ['a phone model asked for', 'Give me your phone model list for testing.'],
    ['an e-mail alert in a demo', 'The app will send me an email alert in the demo.'],
    ['demos of messenger work on the profile', 'My WhatsApp bot demos are on my profile.'],
    ['a call on Freelancer', 'I can do a quick phone call through Freelancer.'],
    ['a file name with underscores', 'Files like report_2024_01_15.csv are imported.'],
    ['a table row', 'Here is a split: | 2024 | 500 | 1200 | per quarter.'],
    ['a number ending a sentence before a digit word', 'I have done 375. Five more are planned this year.'],
  ]);
});
