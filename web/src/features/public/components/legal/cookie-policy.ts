import { PRODUCT } from '@core/domain/config';
import type { LegalDocumentProps } from './legal-document';

const { name: product } = PRODUCT;

export const COOKIE_POLICY: LegalDocumentProps = {
  title: 'Cookie Policy',
  summary: `${product} keeps what it stores in your browser to the minimum needed to keep you signed in. We use no advertising or tracking cookies.`,
  sections: [
    {
      heading: 'What we store in your browser',
      points: [
        'Your session token, in your browser\'s local storage under the name "token", so you stay signed in between visits. It is removed when you log out.',
        'Short messages the app passes between pages, such as why you were sent to the pricing page, kept only until they are shown.',
      ],
    },
    {
      heading: 'What we do not use',
      paragraphs: [
        `${product} sets no advertising, analytics or third-party tracking cookies, and does not follow you across other websites.`,
      ],
    },
    {
      heading: 'Payment pages',
      paragraphs: [
        "When you pay, you leave for PayFast's secure checkout, which may set its own cookies under PayFast's cookie policy.",
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can clear local storage and cookies in your browser settings at any time. If you do, you will need to sign in again.',
      ],
    },
  ],
};
