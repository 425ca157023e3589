import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT } from './default-prompt.js';
import { aProject, aProposalRequest } from '../../../tests/fixtures/proposal-request.js';
import { fillPromptPlaceholders } from './prompt-placeholders.js';

const project = aProject();
const aRequest = aProposalRequest;

describe('fillPromptPlaceholders', () => {
  it('fills the default prompt from the project, the user and the bid, and keeps its tips', () => {
    const filled = fillPromptPlaceholders(DEFAULT_PROMPT, aRequest());

    expect(filled).not.toMatch(/\[[^\]]*\]/);
    expect(filled).toContain('"Build a React dashboard"');
    expect(filled).toContain('I work with React.js and TypeScript every day');
    expect(filled).toContain('within 14 days for 375.00 EUR');
    expect(filled).toMatch(/Ada Lovelace\n\nTips: keep it under 100 words/);
  });

  it('says an hourly bid is a rate, so the proposal never offers the whole job for one hour’s pay', () => {
    const hourly = { ...project, type: 'hourly' as const, budgetMin: 2, budgetMax: 8, currency: 'EUR' };
    const filled = fillPromptPlaceholders(DEFAULT_PROMPT, aRequest({ project: hourly, amount: 5, currency: 'EUR', periodDays: 3 }));

    expect(filled).toContain('within 3 days for 5.00 EUR per hour');
    expect(fillPromptPlaceholders('[Bid Amount]', aRequest())).toBe('375.00 EUR');
  });

  it('matches placeholder names in any letter case and spacing, and leaves unknown ones as typed', () => {
    expect(fillPromptPlaceholders('[project title] | [YOUR_NAME] | [ Delivery-Days ] | [Client Name]', aRequest())).toBe(
      'Build a React dashboard | Ada Lovelace | 14 | [Client Name]',
    );
  });

  it('shortens a long description at a word and lists at most five skills', () => {
    const long = { ...project, description: `${'word '.repeat(60)}end`, skills: ['A', 'B', 'C', 'D', 'E', 'F', 'G'] };
    const filled = fillPromptPlaceholders('[Project Description]|[Project Skills]', aRequest({ project: long }));
    const [description, skills] = filled.split('|');

    expect(description).toMatch(/^(word ){39}word\.\.\.$/);
    expect(skills).toBe('A, B, C, D and E');
  });

  it('names the user skills when the project shares none, and shows an hourly or single budget plainly', () => {
    const hourly = { ...project, type: 'hourly' as const, budgetMin: 15, budgetMax: 25, currency: 'USD' };
    expect(fillPromptPlaceholders('[Matching Skills] / [Project Budget]', aRequest({ project: hourly, skills: ['Go'] }))).toBe('Go / 15.00-25.00 USD per hour');
    const single = { ...project, budgetMin: 300, budgetMax: null };
    expect(fillPromptPlaceholders('[Project Budget]', aRequest({ project: single }))).toBe('300.00 EUR');
  });
});
