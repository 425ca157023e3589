import { screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render-app';
import {
  REDIRECT_MESSAGE_KEY,
  storeRedirectMessage,
  takeRedirectMessage,
  useRedirectMessageToast,
} from './redirect-message';

function PageShowingRedirectMessage() {
  useRedirectMessageToast();
  return <h1>Pricing</h1>;
}

beforeEach(() => {
  sessionStorage.clear();
  toast.remove();
});

describe('redirect message', () => {
  it('is stored in session storage and read once', () => {
    storeRedirectMessage('Active plan required to start autobidding');
    expect(sessionStorage.getItem(REDIRECT_MESSAGE_KEY)).toBe('Active plan required to start autobidding');
    expect(takeRedirectMessage()).toBe('Active plan required to start autobidding');
    expect(takeRedirectMessage()).toBeNull();
  });

  it('shows as an error toast on the page it led to, then is cleared', async () => {
    storeRedirectMessage('OAuth token required to start autobidding');
    renderWithProviders(<PageShowingRedirectMessage />);
    expect(await screen.findByText('OAuth token required to start autobidding')).toBeDefined();
    expect(sessionStorage.getItem(REDIRECT_MESSAGE_KEY)).toBeNull();
  });
});
