import { PRODUCT } from '@core/domain/config';

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

const { name: product, host } = PRODUCT;

/** The FAQ page's 18 questions, in the order the page shows them. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: 'How soon will I see results?',
    answer: `${product} starts bidding at your next interval once autobidding is on, usually within minutes. Clients typically answer within a few days; you will see every bid and its status in Bid Logs as soon as it is placed, and accepted or rejected bids as ${host} reports them.`,
  },
  {
    question: `How do I connect my ${host} account?`,
    answer: `Open Profile, paste your ${host} OAuth token in the ${host} Integration section and save. ${product} checks the token with ${host} before storing it, then you can sync your skills from your ${host} profile with one click.`,
  },
  {
    question: 'Which platforms does it support?',
    answer: `${product} works with ${host}. Bids are placed through ${host}'s official API with your own account, so they appear exactly as if you had placed them yourself.`,
  },
  {
    question: 'Is my account and data secure?',
    answer: `Your OAuth token is encrypted before it is stored and is never written to logs. Passwords are stored only as salted hashes. Card details are entered on PayFast's secure checkout and never reach ${product}.`,
  },
  {
    question: 'What plans are available?',
    answer:
      'Basic up to 50 bids per month, Professional up to 200 bids per month, and Premium with unlimited bids. Every plan can be billed monthly or annually (annual saves 17%), and you can cancel anytime.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer:
      'Yes. Every plan comes with a 30-day money-back guarantee: if it does not work for you, contact support within 30 days of your first purchase.',
  },
  {
    question: 'Can I customize the proposals?',
    answer: `Yes. Write your own proposal prompt in Custom Prompt: tone, structure, what to highlight. ${product} fills in each project's details and your profile, so every proposal is specific to the project.`,
  },
  {
    question: 'Can I set budget limits?',
    answer: `Yes. In Settings you set a minimum bid in USD and a percentage of the client's upper budget. ${product} bids whichever is higher, so it never bids below your floor.`,
  },
  {
    question: 'How does it choose which projects to bid on?',
    answer: `It matches new projects against the skills you configured, skips projects that already have more bids than your threshold, and follows your choice about hourly projects. Projects outside your rules are never bid on.`,
  },
  {
    question: 'How often does it bid?',
    answer:
      'You choose the interval: every 1, 5, 10, 15 or 30 minutes, or once an hour. You can also limit bidding to set hours of the day, or cap how many bids are placed in a period.',
  },
  {
    question: 'Will it bid twice on the same project?',
    answer: `No. ${product} remembers every project it has bid on for you and never places a second bid on one.`,
  },
  {
    question: 'What happens when my bids run out?',
    answer:
      'Autobidding stops on its own and you get a notice. Renew your plan or buy an add-on bid pack, then start autobidding again from the dashboard.',
  },
  {
    question: 'Do add-on bid packs expire?',
    answer: `No. Add-on packs (200, 500 or 1000 bids) never expire. ${product} always uses your plan's bids first and only then your extra bids: add-on bids, and the bids left on your plan when you upgrade, which are kept and never expire either.`,
  },
  {
    question: 'What does "Profile Verified" change?',
    answer: `${host} lets only verified profiles bid on projects over $2,500. Tick Profile Verified in Settings only if your ${host} profile really is verified; otherwise those bids fail and are still counted.`,
  },
  {
    question: 'Can I test it before it runs on its own?',
    answer:
      'Yes. Test Bidding on the dashboard runs one round of matching and bidding straight away, so you can check your rules and proposals in Bid Logs.',
  },
  {
    question: 'How do I pay?',
    answer:
      'Plans and add-on packs are paid by card through PayFast. Prices are shown in your currency and charged in South African rand (ZAR) at the current exchange rate.',
  },
  {
    question: 'Can I cancel or change my plan?',
    answer:
      'Yes, anytime. A cancellation takes effect at the end of your current billing period, and you can reactivate or switch to another plan whenever you like.',
  },
  {
    question: 'How do I get support?',
    answer:
      'Send us a message from the Contact page or write to our support email. Every plan includes email support; Professional adds priority support, answered within 24-48 hours, and the unlimited plan adds same-day dedicated support and phone support.',
  },
];
