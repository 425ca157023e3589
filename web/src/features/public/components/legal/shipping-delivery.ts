import { PRODUCT } from '@core/domain/config';
import type { LegalDocumentProps } from './legal-document';

const { name: product } = PRODUCT;

export const SHIPPING_DELIVERY: LegalDocumentProps = {
  title: 'Shipping & Delivery Policy',
  summary: `${product} is a 100% digital service: nothing is shipped, and what you buy is delivered to your account the moment your payment is confirmed.`,
  sections: [
    {
      heading: '100% digital delivery',
      paragraphs: [
        'There are no physical goods and no shipping costs. Plans and add-on bid packs are delivered to your account online.',
      ],
    },
    {
      heading: 'Instant activation on payment',
      paragraphs: [
        'As soon as PayFast confirms your payment, your plan is activated and its bids, or your add-on bids, are added to your account. Your dashboard shows them straight away.',
      ],
    },
    {
      heading: 'Available 24/7',
      paragraphs: [
        `${product} runs around the clock. Autobidding works day and night, or within the hours you choose, and you can sign in at any time.`,
      ],
    },
    {
      heading: 'If your purchase does not appear',
      paragraphs: [
        'Payment confirmation usually takes seconds. If your plan or bids have not appeared within a few minutes, contact support with your payment reference and we will sort it out.',
      ],
    },
  ],
};
