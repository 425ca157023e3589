import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LandingPage } from './landing-page';

function renderLanding(url = '/') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/pricing" element={<p>Pricing route</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const sectionNamed = (name: string | RegExp): HTMLElement => screen.getByRole('region', { name });

describe('LandingPage', () => {
  it('has one h1 and every section of the spec, each named by its heading', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Freelancer');
    for (const name of [
      /Win more/,
      'Results so far',
      /Everything you need/,
      /Learn how to win/,
      'Projects you can win',
      'And it gets better',
      'What freelancers say',
    ]) {
      expect(sectionNamed(name)).toBeTruthy();
    }
  });

  it('sends Get Started to /pricing', async () => {
    renderLanding();
    const getStarted = screen.getByRole('link', { name: 'Get Started' });
    expect(getStarted.getAttribute('href')).toBe('/pricing');
    await userEvent.click(getStarted);
    expect(screen.getByText('Pricing route')).toBeTruthy();
  });

  it("shows the product's marketing claims", () => {
    renderLanding();
    const stats = sectionNamed('Results so far');
    for (const value of ['120K+', '35K+', '18K+', '32%', '100%', '99.9%']) {
      expect(within(stats).getByText(value)).toBeTruthy();
    }
    const page = document.body.textContent ?? '';
    for (const claim of [
      'Join 15,000+ campaigns',
      'Setup in 5 minutes',
      '1m, 5m, 10m',
      'up to 50 bids',
      'up to 200 bids',
      'unlimited bids',
    ]) {
      expect(page).toContain(claim);
    }
  });

  it('lists six features under #features (the footer links there), four lessons and six categories with budgets', () => {
    renderLanding();
    const features = sectionNamed(/Everything you need/);
    expect(features.id).toBe('features');
    expect(within(features).getAllByRole('listitem')).toHaveLength(6);
    expect(within(sectionNamed(/Learn how to win/)).getAllByRole('listitem')).toHaveLength(4);
    const categories = within(sectionNamed('Projects you can win')).getAllByRole('listitem');
    expect(categories).toHaveLength(6);
    for (const category of categories) expect(category.textContent).toMatch(/Example budget: \$[\d,]+ – \$[\d,]+/);
  });

  it('scrolls to the features when opened as /#features, as the footer links it', () => {
    const scrolled: string[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    renderLanding('/#features');
    expect(scrolled).toEqual(['features']);
    scrollIntoView.mockRestore();
  });

  it('keeps the testimonials section empty', () => {
    renderLanding();
    expect(within(sectionNamed('What freelancers say')).queryAllByRole('listitem')).toHaveLength(0);
  });
});
