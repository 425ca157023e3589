import { PRODUCT } from '@core/domain/config';
import type { LegalDocumentProps } from './legal-document';

const { name: product, host } = PRODUCT;

export const TERMS_AND_CONDITIONS: LegalDocumentProps = {
  title: 'Terms and Conditions',
  summary: `The agreement between you and ${product} when you use the service. By creating an account you accept these terms.`,
  sections: [
    {
      heading: 'The service',
      paragraphs: [
        `${product} finds ${host} projects that match the rules you set, writes a proposal for each and places bids with your own ${host} account, on the schedule you choose. ${product} is independent of ${host}.`,
      ],
    },
    {
      heading: 'Your account',
      points: [
        'Give accurate details and keep your password to yourself; you are responsible for what happens under your account.',
        `You may connect only a ${host} account you own or are authorised to use.`,
        'Tell us straight away if you think someone else has used your account.',
      ],
    },
    {
      heading: 'Your responsibilities',
      points: [
        `Follow ${host}'s terms of service and code of conduct; bids placed by ${product} are your bids.`,
        'Check that your settings, skills and custom prompt describe work you can really deliver.',
        `Tick "Profile Verified" only if your ${host} profile is verified: bids that fail because it is not are still counted.`,
      ],
    },
    {
      heading: 'Plans, bids and add-on packs',
      points: [
        'A plan grants a number of bids for its billing period (monthly or annual). Unused plan bids end with the period.',
        "Add-on bid packs do not expire. Your plan's bids are always used first.",
        'A bid is counted when it is submitted. A bid that cannot be placed because the project no longer exists is given back.',
        'When your bids run out, autobidding stops until you renew or buy more.',
      ],
    },
    {
      heading: 'Payments',
      paragraphs: [
        'Prices are shown in US dollars or your chosen currency and charged in South African rand (ZAR) through PayFast at the exchange rate of the day. Your plan or pack is activated once PayFast confirms the payment.',
      ],
    },
    {
      heading: 'Cancellation and refunds',
      paragraphs: [
        'You can cancel anytime; the cancellation takes effect at the end of the current billing period. Refunds follow our Refund Policy.',
      ],
    },
    {
      heading: 'No guaranteed results',
      paragraphs: [
        `Clients decide which bids they accept. ${product} does not promise that any bid will be awarded, nor any level of income.`,
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        `${product} is provided as is. To the extent the law allows, our liability for any claim is limited to the amount you paid us in the three months before it arose. We are not liable for decisions made by ${host} or by its clients.`,
      ],
    },
    {
      heading: 'Suspension and termination',
      paragraphs: [
        'We may suspend an account that breaks these terms or puts the service or other users at risk; its autobidding stops. You may close your account at any time.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: ['We may update these terms. Important changes are announced on this page before they take effect.'],
    },
  ],
};
