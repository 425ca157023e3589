import { describe, expect, it } from 'vitest';
import { afterTerms, held, itHolds, itPassesUnchanged } from '../../../tests/fixtures/proposal-guard-cases.js';
import { GUARD_REASONS, checkProposal } from './proposal-guard.js';

/** Disguises an audit found passing the guard untouched: each now holds the bid as a hidden contact detail. */

describe('checkProposal: a link or domain with a wrapped or spaced dot holds the bid', () => {
  itHolds(GUARD_REASONS.hiddenContact, [
    ['wa(dot)me with a phone', 'wa(dot)me/15550100123'],
    ['wa[.]me with a phone', 'wa[.]me/15550100123'],
    ['t(dot)me with a name', 't(dot)me/foobar'],
    ['t[.]me with a name', 't[.]me/foobar'],
    ['t . me / name, spaced all round', 'Message me at t . me / foobar.'],
    ['a site with (dot) and a path', 'foobar(dot)com/contact'],
    ['a site with [dot] and no path', 'My work is on foobar [dot] com for you.'],
    ['a site with (.) and no path', 'My work is on foobar(.)com for you.'],
    ['a spaced dot and a spelled slash', 'Write on wa . me slash 15550100123'],
    ['a spaced dot on a contact host', 'All my links: linktr . ee / foobar'],
    ['a wrapped dot on a contact host', 'All my links: linktr(dot)ee/foobar'],
  ]);
});

describe('checkProposal: a phone number in another script’s digits holds the bid', () => {
  itHolds(GUARD_REASONS.hiddenContact, [
    ['Arabic-Indic', 'Number: ٥٥٥٠١٠٠١٢٣ please.'],
    ['Persian', 'Call ۵۵۵۰۱۰۰۱۲۳'],
    ['Bengali', 'Call ৫৫৫০১০০১২৩'],
    ['Devanagari', 'Number: ५५५०१००१२३'],
    ['Arabic-Indic with a country code', 'Ring +٩٢ ٣٠٠ ١٢٣٤٥٦٧ now.'],
    ['Thai', 'Call ๕๕๕๐๑๐๐๑๒๓'],
    ['mixed with ASCII digits', 'Call 555٠١٠٠١٢٣'],
  ]);
});

describe('checkProposal: a contact host on its own top-level domain, in plain sight, is taken out', () => {
  it.each([['linktr.ee/foobar'], ['instagr.am/foobar'], ['instagr.am/foobar.']])('%s', (link) => {
    const verdict = checkProposal(afterTerms(`All my links: ${link}`), []);
    expect(verdict).toMatchObject({ kind: 'pass', removed: ['url'] });
    expect(verdict.kind === 'pass' && verdict.text).not.toContain(link);
  });
});

describe('checkProposal: ordinary prose with dots, slashes and digits still passes unchanged', () => {
  itPassesUnchanged([
    ['tech names', 'I used Node.js and Vue.js, and Next.js . Then Nuxt.'],
    ['versions and abbreviations', 'Version 2.0 ships first, e.g. the API, i.e. the backend.'],
    ['a sentence ending before a word', 'It is done. Then we ship. Me and my team test it.'],
    ['decimals, budgets and dates', 'Uptime is 99.9% on a $1,500 budget, from 2024-05-12 to 12/05/2024.'],
    ['a spaced dot without a path', 'It costs $1,500 . Me and my team can start.'],
    ['a spaced dot before a slash and a word', 'Built with Node.js . Co/founders loved it.'],
    ['a full stop before a slashed word', 'Step one is done. Design/build follows.'],
    ['a framework name with a slash', 'I use .NET/C# daily.'],
    ['quoted words ending a sentence', 'You said "fast". "Me" too, I like speed.'],
    ['a polka dot', 'The polka(dot) pattern looks great on the landing page.'],
    ['times of day', 'Available from 9 a.m. to 5 p.m. daily. Am I the right fit?'],
    ['a year in Arabic-Indic digits', 'I finished a similar shop in ٢٠٢٤ and it still runs.'],
    ['an amount in Devanagari digits', 'My price is ₹ १५०० for the first part.'],
  ]);
});

describe('checkProposal: a phone typed in pieces between commas or slashes holds the bid', () => {
  itHolds(GUARD_REASONS.hiddenContact, ['5,5,5,0,1,3,2,1,2,3', '555/013/2123', 'Ring 5, 5, 5, 0, 1, 3, 2']);

  itPassesUnchanged(
    [
      ['amounts', 'It is $1,250 now, or 1,250,000 INR for the full scope.'],
      ['a stack with a slash', 'I use C#/.NET and Node.js 20.1 daily.'],
      ['dates and versions', 'Version 1.2.3 ships on 12/05/2024, and 2019-2023 were busy.'],
      ['a counted list', 'Steps 1, 2, 3, 4, 5, 6, 7, 8, 9 and 10 are in the plan.'],
      ['breakpoints', 'The layout adapts at 320, 768, 1024, 1440 pixels wide.'],
    ],
    { title: 'passes %s unchanged' },
  );
});

describe('checkProposal: a domain written with a look-alike dot holds the bid', () => {
  itHolds(GUARD_REASONS.hiddenContact, [
    'adacodes｡com',
    'Visit adacodes‧com',
    'Visit adacodes。com/contact',
    'See ada·dev',
  ]);

  itPassesUnchanged(
    [
      ['a dot that is a shape', 'A blinking dot in the status bar shows it is live.'],
      ['a spaced middle dot in a menu', 'The menu reads Home · About · Work on every page.'],
    ],
    { title: 'passes %s unchanged' },
  );
});

describe('checkProposal: a handle ending a sentence is a plain handle, not a hidden address', () => {
  it.each([
    ['followed by a sentence', 'For two years I ran the posts of @acmestore. Then we grew it further.'],
    ['followed by a line', 'For two years I ran the posts of @acmestore.\nThen we grew it further.'],
  ])('%s: its sentence is taken out', (_, line) => {
    const verdict = checkProposal(afterTerms(line), []);
    expect(verdict).toMatchObject({ kind: 'pass', removed: ['handle'] });
    expect(verdict.kind === 'pass' && verdict.text).not.toContain('@acmestore');
  });

  itHolds(GUARD_REASONS.hiddenContact, ['ada @ gmail . com', 'ada at gmail dot com', 'ada@acme. io'], {
    title: '%s still holds the bid',
    frame: (line) => afterTerms(`Write to ${line} today.`),
  });
});

describe('checkProposal: a word a brief asked for, first or last, is checked like any other', () => {
  const body = afterTerms('');
  it.each([
    ['a phone glued to WhatsApp, first', `WhatsApp_447700900123\n\n${body}`],
    ['a wa.me number written with hyphens, last', `${body}\n\nP.S. wa-me-447700900123`],
    ['a phone after tel:, last', `${body}\n\nP.S. tel:447700900123`],
  ])('%s is taken out', (_, text) => {
    expect(checkProposal(text, [])).toMatchObject({ kind: 'pass', text: body, removed: ['phone'] });
  });

  it('holds a PayPal.Me handle written as one word', () => {
    expect(checkProposal(`${body}\n\nP.S. PAYPAL-ME`, [])).toEqual(held(GUARD_REASONS.offPlatformPayment));
  });
});

describe('checkProposal: codes, tool hosts, group mentions and decorators are no contact details', () => {
  itPassesUnchanged(
    [
      ['an order id', 'Order IDs look like 1234567890 in the export.'],
      ['an EAN', 'The EAN is 4006381333931 for that product.'],
      ['a SKU', 'SKU 4006381333931 is in stock.'],
      ['a code with hyphens', 'Codes like 1234-5678-90 are validated.'],
      ['a masked format', 'Format 123-45-6789 is masked on screen.'],
      ['a documentation host', 'Docs on docs.google.com are shared with the team.'],
      ['an AWS endpoint', 'Files go to s3.amazonaws.com buckets.'],
      ['a placeholder deployment', 'It is deployed at yourapp.vercel.app for review.'],
      ['a group mention', 'The bot can tag @everyone or @here in Slack.'],
      ['Angular decorators', 'I use @Component and @HostListener daily.'],
      ['a decorator called with arguments', "A @Prop('value') binding feeds the chart."],
      ['staying on Freelancer', 'Contact me directly through Freelancer chat.'],
    ],
    { title: 'passes %s unchanged' },
  );

  it.each([
    ['a phone after an order id and a way to reach me', 'Order ID 4477009001234, call me about it.', 'phone'],
    ['a phone with a plus after a code word', 'Code +44 7700 900123 works.', 'phone'],
    ['a personal page on a hosting platform', 'See adacodes.vercel.app for my work.', 'url'],
    ['a shared document', 'Details: docs.google.com/document/d/1abc/edit', 'url'],
    ['a named bucket', 'Samples at adacodes.s3.amazonaws.com today.', 'url'],
    ['a registrable example domain', 'The store example.shop is a demo.', 'url'],
    ['a capitalised handle', 'Follow @AdaCodes for updates.', 'handle'],
  ])('still takes out %s', (_, line, kind) => {
    const verdict = checkProposal(afterTerms(line), []);
    expect(verdict).toMatchObject({ kind: 'pass', removed: [kind] });
  });

  it('holds "directly through Freelancer" when a channel follows in the same sentence', () => {
    expect(checkProposal(afterTerms('Contact me directly through Freelancer or on WhatsApp.'), [])).toEqual(
      held(GUARD_REASONS.offPlatformContact),
    );
  });
});
