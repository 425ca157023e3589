import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { COOKIE_POLICY } from './cookie-policy';
import { LegalDocument, type LegalDocumentProps } from './legal-document';
import { PRIVACY_POLICY } from './privacy-policy';
import { REFUND_POLICY } from './refund-policy';
import { SHIPPING_DELIVERY } from './shipping-delivery';
import { TERMS_AND_CONDITIONS } from './terms-and-conditions';

const renderDocument = (document: LegalDocumentProps) =>
  render(
    <MemoryRouter>
      <LegalDocument {...document} />
    </MemoryRouter>,
  );

const documentText = (document: LegalDocumentProps): string =>
  [
    document.summary,
    ...document.sections.flatMap((section) => [
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.points ?? []),
    ]),
  ].join(' ');

describe('legal pages', () => {
  it.each([PRIVACY_POLICY, TERMS_AND_CONDITIONS, COOKIE_POLICY, SHIPPING_DELIVERY, REFUND_POLICY])(
    '$title: one h1, a numbered h2 per section, and a way to ask',
    (legal) => {
      renderDocument(legal);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(legal.title);
      const sectionHeadings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
      expect(sectionHeadings).toEqual([
        ...legal.sections.map((section, index) => `${index + 1}. ${section.heading}`),
        'Questions',
      ]);
      expect(screen.getByRole('link', { name: 'contact form' }).getAttribute('href')).toBe('/contact-us');
    },
  );

  it('says delivery is 100% digital, activates instantly on payment and is available 24/7', () => {
    const text = documentText(SHIPPING_DELIVERY);
    for (const promise of ['100% digital', 'Instant activation on payment', 'Available 24/7'])
      expect(text).toContain(promise);
  });

  it('says there are no refunds, cancellation takes effect at the end of the billing period, and plans can be reactivated', () => {
    const text = documentText(REFUND_POLICY);
    for (const rule of ['No refunds', 'takes effect at the end of your current billing period', 'reactivate'])
      expect(text).toContain(rule);
  });
});
