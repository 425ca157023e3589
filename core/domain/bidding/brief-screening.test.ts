import { describe, expect, it } from 'vitest';
import type { BriefScamSignal } from './brief-scam.js';
import { BRIEF_ITEMS_MAX, projectBriefScreening, screenBrief } from './brief-screening.js';

const scamOf = (brief: string, title = 'A project'): BriefScamSignal | null =>
  screenBrief(title, brief).scam?.signal ?? null;

describe('screenBrief: scams are requests', () => {
  it.each<[string, BriefScamSignal]>([
    ['Contact me on WhatsApp for the details.', 'off_platform_contact'],
    ['Please add me on telegram, we discuss there', 'off_platform_contact'],
    ['Whatsapp me and we start today', 'off_platform_contact'],
    ['Send me your WhatsApp number with your bid.', 'off_platform_contact'],
    ['Share your telegram id so I can add you.', 'off_platform_contact'],
    ['We will continue outside Freelancer after the first chat.', 'off_platform_contact'],
    ['Email me at hiring.team@gmail.com with samples.', 'off_platform_contact'],
    ['My number is +44 7700 900123, call me.', 'off_platform_contact'],
    // Obfuscated: letter-spaced, Cyrillic look-alikes, zero-width characters.
    ['Contact me on W h a t s A p p please', 'off_platform_contact'],
    ['Add me on tеlеgram (Cyrillic e) for the brief', 'off_platform_contact'],
    ['Ping me on tele\u200bgram', 'off_platform_contact'],
    ['I will pay you via PayPal when done.', 'off_platform_payment'],
    ['Payment will be made only in USDT.', 'off_platform_payment'],
    ['We can pay directly to avoid the freelancer fees.', 'off_platform_payment'],
    ['There is a small unpaid test before hiring.', 'unpaid_test'],
    ['First a free test task to check your skills.', 'unpaid_test'],
    ['The sample article will not be paid, the rest will.', 'unpaid_test'],
    ['Please write a short test article for free so we can judge.', 'unpaid_test'],
    ['A $25 registration fee is needed to join our team.', 'upfront_fee'],
    ['You must first pay for the training kit ($40).', 'upfront_fee'],
    ['I will send you a cheque for the equipment.', 'payment_scam'],
    ['If I overpay, refund the difference by wire.', 'payment_scam'],
    ['Buy three gift cards for me and send the codes.', 'payment_scam'],
  ])('%s → %s', (brief, signal) => {
    expect(scamOf(brief)).toBe(signal);
  });

  it("names the signal in the scam's message", () => {
    expect(screenBrief('Logo', 'There is a small unpaid test before hiring.').scam).toEqual({
      signal: 'unpaid_test',
      message: 'The brief asks for unpaid test work',
    });
  });

  it('reads the title too', () => {
    expect(scamOf('A logo for a bakery.', 'Logo - contact me on whatsapp')).toBe('off_platform_contact');
  });
});

describe('screenBrief: topics are no scam', () => {
  it.each([
    'Build a crypto exchange dashboard with live BTC and USDT prices.',
    'We need test automation with Playwright for our checkout.',
    'Looking for a free-lance writer for weekly blog posts.',
    'Build a WhatsApp bot: our customers contact us on WhatsApp and the bot answers.',
    'Integrate PayPal so customers can pay via PayPal at checkout.',
    'Our members pay a yearly membership fee; add a Stripe form to collect the registration fee.',
    'Add a "Contact us on Telegram" button to the footer.',
    'Write unit tests for the payment module and check the code coverage.',
    'Offer a 14-day free trial on our SaaS subscriptions.',
    'Migrate our mail server; support@ourcompany.com must keep receiving the form submissions.',
    'The bot should send users a cheque image they can print.',
    'Phone numbers in the CSV must be formatted as +1 555 0100.',
    'Add Bitcoin and Ethereum wallet address validation to our exchange API.',
  ])('%s', (brief) => {
    expect(scamOf(brief)).toBeNull();
  });
});

describe('screenBrief: instructions and questions', () => {
  it.each([
    ['Start your bid with the word "ORANGE" so I know you read this.', 'ORANGE'],
    ['Begin your proposal with pineapple.', 'pineapple'],
    ['Please start your application with the code word: Falcon7', 'Falcon7'],
    ['Write the word BANANA at the beginning of your proposal.', 'BANANA'],
    ['Start your proposal with a short intro about yourself.', null],
    ['No special instructions here.', null],
  ])('start word in %s → %s', (brief, word) => {
    expect(screenBrief('Logo', brief).startWord).toBe(word);
  });

  it('keeps the sentences that tell the bidder what to write, and the questions, as written', () => {
    const brief = [
      'We sell handmade soap and need a Shopify theme tweak.',
      'Please mention your hourly rate.',
      'In your proposal, include two stores you built.',
      'Questions:',
      '1. Have you worked with Liquid before?',
      '- How long would it take?',
      'Thanks!',
    ].join('\n');
    expect(screenBrief('Shopify fix', brief)).toEqual({
      scam: null,
      startWord: null,
      instructions: ['Please mention your hourly rate.', 'In your proposal, include two stores you built.'],
      questions: ['Have you worked with Liquid before?', 'How long would it take?'],
    });
  });

  it('reads a sentence whole when a dot inside a word (Node.js, client.example) is not its end', () => {
    const { instructions, questions } = screenBrief(
      'API work',
      'Please describe your Node.js experience in detail. What is your experience with Vue.js and Next.js? Our docs live at docs.client.example today.',
    );
    expect(instructions).toEqual(['Please describe your Node.js experience in detail.']);
    expect(questions).toEqual(['What is your experience with Vue.js and Next.js?']);
  });

  it(`keeps at most ${BRIEF_ITEMS_MAX} questions and skips walls of text`, () => {
    const brief = `${Array.from({ length: 8 }, (_, index) => `Can you do task number ${index}?`).join(' ')} ${'Why '.repeat(100)}?`;
    const { questions } = screenBrief('Many', brief);
    expect(questions).toHaveLength(BRIEF_ITEMS_MAX);
    expect(questions[0]).toBe('Can you do task number 0?');
  });

  it('stays fast on hostile input', () => {
    const hostile = `${'contact me on '.repeat(3_000)}${'a'.repeat(50_000)}${'?'.repeat(10_000)}`;
    const started = performance.now();
    screenBrief('x', hostile);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('screens a project object once', () => {
    const project = { title: 'Logo', description: 'Mention your rate please.' };
    expect(projectBriefScreening(project)).toBe(projectBriefScreening(project));
  });

  it('screens a project read again by a later tick once, and again when its brief was edited', () => {
    const brief = 'Pay the registration fee first, then we talk.';
    const first = projectBriefScreening({ id: 'p-reread', title: 'Logo', description: brief });
    const reread = projectBriefScreening({ id: 'p-reread', title: 'Logo', description: `${brief}` });
    expect(reread).toBe(first);
    const edited = projectBriefScreening({
      id: 'p-reread',
      title: 'Logo',
      description: 'A clean brief: a logo for a bakery.',
    });
    expect(edited).not.toBe(first);
    expect(first.scam).not.toBeNull();
    expect(edited.scam).toBeNull();
    expect(
      projectBriefScreening({
        id: 'p-reread',
        title: 'Logo (retitled)',
        description: 'A clean brief: a logo for a bakery.',
      }),
    ).not.toBe(edited);
  });

  it('keeps a bounded number of screenings across ticks, dropping the oldest', () => {
    const oldest = projectBriefScreening({ id: 'p-oldest', title: 'Logo', description: 'Send your portfolio.' });
    for (let index = 0; index < 5_000; index++)
      projectBriefScreening({ id: `p-later-${index}`, title: 'Logo', description: 'Send your portfolio.' });
    expect(projectBriefScreening({ id: 'p-oldest', title: 'Logo', description: 'Send your portfolio.' })).not.toBe(
      oldest,
    );
  });
});
