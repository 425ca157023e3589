import { describe, expect, it } from 'vitest';
import { withLine } from '../../../tests/fixtures/proposal-guard-cases.js';
import { checkProposal } from './proposal-guard.js';

/** Gaps a template or a model left unfilled: the bid is held. */

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
