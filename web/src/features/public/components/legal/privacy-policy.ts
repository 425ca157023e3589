import { PRODUCT } from '@core/domain/config';
import type { LegalDocumentProps } from './legal-document';

const { name: product, host } = PRODUCT;

export const PRIVACY_POLICY: LegalDocumentProps = {
  title: 'Privacy Policy',
  summary: `What ${product} collects to bid on ${host} for you, why, and the choices you have. We collect only what the service needs and never sell your data.`,
  sections: [
    {
      heading: 'What we collect',
      points: [
        'Account details: your name, email address and a salted hash of your password (never the password itself).',
        `Your ${host} connection: the OAuth token you save, your ${host} user id and the skills synced from your profile.`,
        'Your bidding settings, custom prompt and preferences.',
        'Bid records: the projects bid on, amounts, proposals, status and any error reported.',
        'Payment records: plan or pack bought, amount, currency, status and the PayFast payment reference.',
      ],
    },
    {
      heading: 'How we use it',
      points: [
        `To find matching ${host} projects, write proposals and place bids with your account, as your settings say.`,
        'To grant, count and show the bids your plan and add-on packs give you.',
        'To answer your support requests and tell you about your account, such as exhausted bids or an expiring plan.',
        'To keep the service secure, for example by limiting repeated failed sign-ins.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        `Your ${host} OAuth token is encrypted (AES-256-GCM) before it is stored and is used only to act on your behalf on ${host}. Secrets are removed from every log line.`,
      ],
    },
    {
      heading: 'Who we share it with',
      points: [
        `${host}: the bids and proposals you authorise, sent with your own token.`,
        `PayFast: what you buy and its amount. You enter your card details on PayFast's own checkout; they never reach ${product}.`,
        'An AI writing provider: the project details and your profile details needed to write a proposal, when AI writing is enabled.',
      ],
      paragraphs: [
        'We do not sell or rent your personal data, and we share it with no one else unless the law requires it.',
      ],
    },
    {
      heading: 'Your location',
      paragraphs: [
        'The pricing page may ask your browser for an approximate location to preselect your currency. It is used once, in your browser, and is not stored. Declining changes nothing but the preselected currency.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your data while your account is open and delete it when the account is deleted, except records the law requires us to keep, such as payments.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask for a copy of your data, for corrections, or for your account and its data to be deleted. You can stop autobidding from your dashboard at any time.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When this policy changes we update this page, and announce important changes here before they take effect.',
      ],
    },
  ],
};
