import { describe, expect, it } from 'vitest';
import { CLOSE, PITCH, held, withLine } from '../../../tests/fixtures/proposal-guard-cases.js';
import { GUARD_REASONS, checkProposal } from './proposal-guard.js';

/** The user’s own portfolio link: let through where it stands, and nothing else with it. */

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
    expect(checkProposal(withLine(`See ${link} and contact me on WhatsApp.`), [], { ownLinks: [link] })).toEqual(
      held(GUARD_REASONS.offPlatformContact),
    );
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
