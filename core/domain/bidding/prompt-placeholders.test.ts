import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT } from './default-prompt.js';
import { aProposalProject } from '../../../tests/builders/projects.js';
import { aProposalRequest } from '../../../tests/builders/proposal-requests.js';
import { fillPromptPlaceholders, termsStatedBy } from './prompt-placeholders.js';

const project = aProposalProject();
const aRequest = aProposalRequest;

describe('fillPromptPlaceholders', () => {
  it('fills the default prompt from the project, the user and the bid, and keeps its tips', () => {
    const filled = fillPromptPlaceholders(DEFAULT_PROMPT, aRequest());

    expect(filled).not.toMatch(/\[[^\]]*\]/);
    expect(filled).toContain('"Build a React dashboard"');
    expect(filled).toContain('you need React.js and TypeScript, which are skills I work with');
    expect(filled).toContain('within 14 days for 375.00 EUR');
    expect(filled).toMatch(/Ada Lovelace\n\nTips: open on a detail of this client's brief/);
  });

  it('leaves no blank line behind where a brief placeholder has nothing to say, and keeps the user’s own blank lines otherwise', () => {
    // The fixture's brief asks nothing and no portfolio item is given: [Answers] and [Portfolio Item] are empty.
    const filled = fillPromptPlaceholders(
      '[Brief Detail]\n\n[Answers]\n\n[Portfolio Item]\n\nThanks, [Your Name]',
      aRequest(),
    );
    expect(filled).toBe(
      'For "Build a React dashboard" you need React.js and TypeScript, which are skills I work with.\n\nThanks, Ada Lovelace',
    );
    expect(fillPromptPlaceholders('[Answers]\nHello\n\n\n[Your Name]', aRequest())).toBe(
      'Hello\n\n[Your Name]'.replace('[Your Name]', 'Ada Lovelace'),
    );
    expect(fillPromptPlaceholders('Hello\n\n\n[Your Name]', aRequest())).toBe('Hello\n\n\nAda Lovelace');
  });

  it('fills the brief placeholders from the brief, the questions and the portfolio item', () => {
    const request = aRequest({
      project: aProposalProject({ description: 'We already have the designs in Figma. Have you used Tailwind?' }),
      skills: ['React.js', 'Tailwind'],
      clientAsks: { startWord: null, instructions: [], questions: ['Have you used Tailwind?'] },
      portfolioItem: {
        id: 'p1',
        userId: 'u1',
        title: 'Sales dashboard',
        url: 'https://ada.dev/sales',
        skills: ['React.js'],
        summary: 'Charts for a sales team',
        createdAt: new Date(0),
      },
    });
    expect(
      fillPromptPlaceholders('[Brief Detail]|[Answers]|[Portfolio Item]|[Closing Question]', request).split('|'),
    ).toEqual([
      'Your brief mentions Figma designs, so that is where I would start on "Build a React dashboard".',
      'Tailwind is among the skills I work with.',
      'Past work close to this: "Sales dashboard" (https://ada.dev/sales). Charts for a sales team.',
      'Are the Figma designs final for every screen, or are some still in progress?',
    ]);
  });

  it('says an hourly bid is a rate, so the proposal never offers the whole job for one hour’s pay', () => {
    const hourly = { ...project, type: 'hourly' as const, budgetMin: 2, budgetMax: 8, currency: 'EUR' };
    const filled = fillPromptPlaceholders(
      DEFAULT_PROMPT,
      aRequest({ project: hourly, amount: 5, currency: 'EUR', periodDays: 3 }),
    );

    expect(filled).toContain('My rate for this is 5.00 EUR per hour, planned over 3 days');
    expect(filled).not.toMatch(/deliver it within/);
    expect(fillPromptPlaceholders('[Bid Amount]', aRequest())).toBe('375.00 EUR');
    expect(fillPromptPlaceholders('[Offer].', aRequest())).toBe('I can deliver it within 14 days for 375.00 EUR.');
  });

  it('matches placeholder names in any letter case and spacing, and leaves unknown ones as typed', () => {
    expect(
      fillPromptPlaceholders('[project title] | [YOUR_NAME] | [ Delivery-Days ] | [Client Name]', aRequest()),
    ).toBe('Build a React dashboard | Ada Lovelace | 14 | [Client Name]');
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
    expect(
      fillPromptPlaceholders('[Matching Skills] / [Project Budget]', aRequest({ project: hourly, skills: ['Go'] })),
    ).toBe('Go / 15.00-25.00 USD per hour');
    const single = { ...project, budgetMin: 300, budgetMax: null };
    expect(fillPromptPlaceholders('[Project Budget]', aRequest({ project: single }))).toBe('300.00 EUR');
  });

  it('gives an hourly budget without a range as a rate too', () => {
    for (const budgetMax of [null, 50]) {
      const hourly = { ...project, type: 'hourly' as const, budgetMin: 50, budgetMax, currency: 'USD' };
      expect(fillPromptPlaceholders('[Project Budget]', aRequest({ project: hourly }))).toBe('50.00 USD per hour');
    }
  });
});

describe('termsStatedBy', () => {
  it.each([
    [DEFAULT_PROMPT, { amount: true, days: true, title: false }],
    ['My price: [bid_amount].\n[Answers]', { amount: true, days: false, title: false }],
    ['Done in [Delivery Days] days. [Answers]', { amount: false, days: true, title: false }],
    ['[Brief Detail]\n[Answers]\n[Offer text]', { amount: false, days: false, title: false }],
    ['[Brief Detail]\nAbout [project title].', { amount: false, days: false, title: true }],
  ])('%j', (prompt, stated) => {
    expect(termsStatedBy(prompt)).toEqual(stated);
  });
});
