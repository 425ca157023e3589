import { describe, expect, it } from 'vitest';
import { CLEAN, afterTerms, held } from '../../../tests/fixtures/proposal-guard-cases.js';
import { GUARD_REASONS, checkProposal, type ContactKind } from './proposal-guard.js';
import { removeContactDetails } from './contact-details.js';

/** Contact details in plain sight: taken out with their sentence, or the bid held when little is left. */

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
    const verdict = checkProposal(afterTerms(sentence), []);
    expect(verdict).toMatchObject({ kind: 'pass', text: CLEAN });
    expect(verdict.kind === 'pass' && verdict.removed).toContain(kind);
  });

  it('removes a contact line of the sign-off and keeps the rest of the text as it was', () => {
    const signed = `${CLEAN}\nada@example.com\n+1 415 555 0132`;
    expect(checkProposal(signed, [])).toEqual({ kind: 'pass', text: CLEAN, removed: ['email', 'phone'] });
  });

  it('keeps the other sentences of a line that had one with a contact detail', () => {
    expect(removeContactDetails('I can start today. Skype: ada.l. I am in UTC+2.').text).toBe(
      'I can start today. I am in UTC+2.',
    );
  });

  it('holds a proposal that was mostly contact details', () => {
    const pitch =
      'Hi, I can do it. Email: ada@example.com. Phone: +1 415 555 0132. Skype: live:ada_1. Telegram: @ada_codes. Website: ada.dev.';
    expect(checkProposal(pitch, [])).toEqual(held(GUARD_REASONS.mostlyContact));
  });

  it('holds when taking the contact details out leaves too short a text', () => {
    expect(checkProposal('Contact me: ada@example.com. Thanks a lot!', [])).toEqual(held(GUARD_REASONS.mostlyContact));
  });
});
