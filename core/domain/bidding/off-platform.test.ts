import { describe, expect, it } from 'vitest';
import { offPlatformTalk } from './off-platform.js';
import { GUARD_REASONS, checkProposal } from './proposal-guard.js';
import { revealText } from './reveal-text.js';

const talk = (sentence: string) => offPlatformTalk(revealText(sentence));
const proposal = (sentence: string) =>
  `Hi there,\n\nI have read your brief and would be glad to build it with React.js and TypeScript.\n\n${sentence}\n\nCould we have a quick chat about what matters most to you?\n\nBest regards,\nAda`;

describe('offPlatformTalk: payment outside Freelancer', () => {
  it.each([
    'Pay me by PayPal outside Freelancer.',
    'Please pay me via Payoneer, it is quicker.',
    'Send the money to my USDT TRC20 wallet.',
    'Pay via USDT/BTC wallet.',
    'I accept crypto, bitcoin or ethereum.',
    'We take bank transfer and Wise.',
    'Western Union or MoneyGram both work.',
    'My PayPal is the same as my name.',
    'Venmo me the deposit.',
    'Half upfront via crypto.',
  ])('%s', (sentence) => {
    expect(talk(sentence)).toBe('payment');
  });
});

describe('offPlatformTalk: talk outside Freelancer', () => {
  it.each([
    'Contact me directly for a better price.',
    "Let's continue on Telegram.",
    'We can talk on Skype tomorrow.',
    'Message me on WhatsApp.',
    'WhatsApp me for samples.',
    'Happy to work off-platform.',
    'We can avoid the Freelancer fees.',
    'Outside Freelancer I charge less.',
    'I will send you my personal number.',
  ])('%s', (sentence) => {
    expect(talk(sentence)).toBe('contact');
  });
});

describe('offPlatformTalk: a mail provider named as the place to talk', () => {
  it.each([
    'Message me via Outlook.',
    'Reach me on Hotmail.',
    'Contact me on Yahoo Mail for the files.',
    'Ping me on iCloud.',
    'Write to me on ProtonMail.',
    'Message me on Proton.',
    'Reach me on Gmail.',
    "Let's continue on Outlook after you accept.",
    'Message me via 0utl00k.',
    "Let's connect on Outlook.",
    'We can connect with me directly on Gmail.',
  ])('%s', (sentence) => {
    expect(talk(sentence)).toBe('contact');
  });

  it.each([
    'I built an Outlook add-in for your sales team.',
    "The add-on syncs with Gmail's API.",
    'The dashboard pulls Yahoo Finance data every hour.',
    'I will add iCloud sync for your iOS app.',
    'Support tickets reach us via the Outlook add-in, so nothing gets lost.',
    'We can connect it to Yahoo Finance for live quotes.',
    'We can move it to iCloud Drive once the app is signed.',
    'We can connect it to Outlook calendars so bookings show up at once.',
    'We can connect it to Outlook so invites arrive there.',
    'We could connect the CRM to Gmail and Outlook.',
  ])('%s is the work', (sentence) => {
    expect(talk(sentence)).toBeNull();
  });
});

describe('offPlatformTalk: a project about messengers and payments is no invitation', () => {
  it.each([
    'Your WhatsApp Business API integration will send order updates.',
    "I will add a 'Contact us on WhatsApp' button to the product pages.",
    'Customers will pay with PayPal or Stripe at checkout.',
    'I integrated the Payoneer payout API for a marketplace.',
    'The crypto wallet integration uses WalletConnect for your users.',
    'We can continue the discussion in the Freelancer chat.',
    'Payments go through Freelancer milestones.',
    'I have built Telegram and Discord bots.',
    'I will report directly to your product owner.',
  ])('%s', (sentence) => {
    expect(talk(sentence)).toBeNull();
  });
});

describe('checkProposal: off-platform talk holds the whole bid', () => {
  it('holds payment talk with its own reason, even when its sentence also carries a plain detail', () => {
    expect(checkProposal(proposal('Pay me via PayPal at ada@example.com and we skip the fees.'), [])).toEqual({
      kind: 'hold',
      reason: GUARD_REASONS.offPlatformPayment,
    });
  });

  it('holds an invitation to talk on a messenger, with no detail in it', () => {
    expect(checkProposal(proposal("Let's continue on Telegram after you accept."), [])).toEqual({
      kind: 'hold',
      reason: GUARD_REASONS.offPlatformContact,
    });
  });

  it('holds an invitation hidden by look-alike letters', () => {
    expect(checkProposal(proposal('Let’s chat on wh@ts@pp, I reply faster there.'), [])).toEqual({
      kind: 'hold',
      reason: GUARD_REASONS.offPlatformContact,
    });
  });

  it('sends a proposal that builds a WhatsApp bot, untouched', () => {
    const text = proposal('Your WhatsApp Business API bot will answer FAQs and hand chats over to an agent.');
    expect(checkProposal(text, [])).toEqual({ kind: 'pass', text, removed: [] });
  });
});

describe('offPlatformTalk: a payment handle joined into one word', () => {
  it.each([['p.s. paypal-me'], ['paypal_me'], ['venmo-me please'], ['cashapp_us']])(
    '%s asks to be paid off Freelancer',
    (text) => {
      expect(offPlatformTalk(text)).toBe('payment');
    },
  );

  it.each([['paypal checkouts for your customers'], ['a paypal-based checkout'], ['paypal-mexico store']])(
    '%s is a product',
    (text) => {
      expect(offPlatformTalk(text)).toBeNull();
    },
  );
});
