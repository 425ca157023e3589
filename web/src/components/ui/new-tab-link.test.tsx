import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewTabLink } from './new-tab-link';

describe('NewTabLink', () => {
  it('opens the address in a new tab that cannot reach back, and tells screen readers so', () => {
    render(
      <NewTabLink href="https://www.freelancer.com/projects/1" srDetail="Laravel API">
        View Project
      </NewTabLink>,
    );
    const link = screen.getByRole('link', { name: 'View Project Laravel API (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('https://www.freelancer.com/projects/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
