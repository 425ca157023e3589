import { PRODUCT } from '@core/domain/config';
import type { LegalDocumentProps } from './legal-document';

const { name: product } = PRODUCT;

export const REFUND_POLICY: LegalDocumentProps = {
  title: 'Refund Policy',
  summary: `How payments, cancellations and reactivation work at ${product}.`,
  sections: [
    {
      heading: 'No refunds',
      paragraphs: [
        'Plans and add-on bid packs are activated the moment you pay, so payments are not refundable, in whole or in part, including for unused bids or the unused part of a billing period.',
      ],
    },
    {
      heading: 'Cancellation',
      paragraphs: [
        'You can cancel anytime. The cancellation takes effect at the end of your current billing period: until then your plan stays active and you can keep using its bids.',
      ],
    },
    {
      heading: 'Reactivation',
      paragraphs: [
        'You can reactivate whenever you like by buying a plan again from the pricing page. Add-on bids you already hold never expire and are there when you come back.',
      ],
    },
    {
      heading: 'Payment problems',
      paragraphs: [
        'If you were charged twice or charged for something that was never activated, contact support with your payment reference and we will put it right.',
      ],
    },
  ],
};
