import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROMPT } from '@core/domain/bidding/default-prompt';
import { testSettings } from '@/testing/bidding-data';
import { testUser } from '@/testing/data';
import { settingsHandler, updateSettingsHandler, type Received } from '@/testing/msw/bidding-handlers';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

const user = testUser({ name: 'Ada Lovelace' });
const STORED = 'Hello, I read "[Project Title]" and can start today.';

async function openScreen(settings = testSettings({ customPrompt: STORED, useCustomPrompt: true })) {
  server.use(settingsHandler(settings));
  const result = renderApp({ route: '/custom-prompt', user });
  await screen.findByRole('heading', { name: 'Custom Proposal Prompt' });
  return result;
}

const textArea = () => screen.getByLabelText('Custom Prompt') as HTMLTextAreaElement;
const toggle = () => screen.getByRole('switch', { name: 'Use Custom Prompt' });
const saveButton = () => screen.getByRole('button', { name: 'Save Settings' }) as HTMLButtonElement;
const preview = () => screen.getByTestId('prompt-preview');

afterEach(() => vi.useRealTimers());

describe('custom prompt screen', () => {
  it('shows the stored prompt with its counter out of 2000, the switch and the hint', async () => {
    await openScreen();
    expect(textArea().value).toBe(STORED);
    expect(textArea().maxLength).toBe(2000);
    expect(screen.getByText(`${STORED.length}/2000`)).toBeDefined();
    expect(toggle().getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText('Prompt required when enabled.')).toBeDefined();
    fireEvent.change(textArea(), { target: { value: 'abc' } });
    expect(screen.getByText('3/2000')).toBeDefined();
  });

  it('starts from the default template when no prompt was written yet', async () => {
    await openScreen(testSettings());
    expect(textArea().value).toBe(DEFAULT_PROMPT);
    expect(toggle().getAttribute('aria-checked')).toBe('false');
  });

  it('refuses to switch on with blank text, and lets it on once there is text', async () => {
    await openScreen(testSettings({ customPrompt: '', useCustomPrompt: false }));
    const typist = userEvent.setup();
    await typist.clear(textArea());
    await typist.click(toggle());
    expect(screen.getByText('Please write a custom prompt before enabling this option.')).toBeDefined();
    expect(toggle().getAttribute('aria-checked')).toBe('false');
    await typist.type(textArea(), 'Hi');
    expect(screen.queryByText('Please write a custom prompt before enabling this option.')).toBeNull();
    await typist.click(toggle());
    expect(toggle().getAttribute('aria-checked')).toBe('true');
  });

  it('disables Save Settings while on and blank, saying why, and sends nothing', async () => {
    const received: Received = [];
    server.use(updateSettingsHandler(received));
    await openScreen();
    fireEvent.change(textArea(), { target: { value: '   ' } });
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('Please write a custom prompt before saving.')).toBeDefined();
    expect(textArea().getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(saveButton());
    expect(received).toEqual([]);
  });

  it('saves the switch and the trimmed text, and clears the saved message after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const received: Received = [];
    server.use(updateSettingsHandler(received, testSettings({ customPrompt: STORED, useCustomPrompt: true })));
    await openScreen();
    fireEvent.change(textArea(), { target: { value: '  Dear client, [Your Name] here.  ' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Custom prompt settings saved successfully!')).toBeDefined();
    expect(received).toEqual([
      { useCustomPrompt: true, customPrompt: 'Dear client, [Your Name] here.', proposalLength: 'standard' },
    ]);
    expect(textArea().value).toBe('Dear client, [Your Name] here.');
    await act(() => vi.advanceTimersByTimeAsync(2_900));
    expect(screen.queryByText('Custom prompt settings saved successfully!')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText('Custom prompt settings saved successfully!')).toBeNull();
  });

  it('shows the stored proposal length and saves the one chosen with the prompt', async () => {
    const received: Received = [];
    server.use(
      updateSettingsHandler(
        received,
        testSettings({ customPrompt: STORED, useCustomPrompt: true, proposalLength: 'long' }),
      ),
    );
    await openScreen(testSettings({ customPrompt: STORED, useCustomPrompt: true, proposalLength: 'short' }));
    const length = screen.getByLabelText('Proposal length') as HTMLSelectElement;
    expect(length.value).toBe('short');
    expect([...length.options].map((option) => option.text)).toEqual([
      'Short (60–100 words)',
      'Standard (100–200 words)',
      'Long (200–300 words)',
    ]);
    await userEvent.selectOptions(length, 'Long (200–300 words)');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Custom prompt settings saved successfully!')).toBeDefined();
    expect(received).toEqual([{ useCustomPrompt: true, customPrompt: STORED, proposalLength: 'long' }]);
    expect(length.value).toBe('long');
  });

  it("shows the server's refusal, else 'Failed to save settings'", async () => {
    await openScreen();
    server.use(
      http.put(apiUrl('/bidding/settings'), () =>
        errorResponse(400, 'Custom prompt must be at most 2000 characters', 'VALIDATION_FAILED'),
      ),
    );
    fireEvent.click(saveButton());
    expect(await screen.findByText('Custom prompt must be at most 2000 characters')).toBeDefined();
    server.use(http.put(apiUrl('/bidding/settings'), () => new Response('oops', { status: 500 })));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Failed to save settings')).toBeDefined();
  });

  it('restores the default template with Reset to Default, without saving', async () => {
    await openScreen();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reset to Default' }));
    expect(textArea().value).toBe(DEFAULT_PROMPT);
    expect(screen.getByText(`${DEFAULT_PROMPT.length}/2000`)).toBeDefined();
  });

  it("fills the preview's placeholders from a sample project, the user's skills and bid rules, and marks guidance", async () => {
    await openScreen(
      testSettings({ skills: ['Go', 'react.js'], minBidUsd: 0, bidPercentage: 50, completionPeriod: 7 }),
    );
    fireEvent.change(textArea(), {
      target: {
        value:
          'About [Project Title]: [Matching Skills], [Bid Amount] in [Delivery Days] days. [Your Name]\nTips: be brief',
      },
    });
    const text = preview().textContent ?? '';
    expect(text).toContain(
      'About Build a responsive React dashboard for our sales team: React.js, 375.00 USD in 7 days. Ada Lovelace',
    );
    expect(text).toContain('GuidanceTips: be brief');
    expect(text).not.toMatch(/\[(Project Title|Matching Skills|Bid Amount|Delivery Days|Your Name)\]/);
  });

  it("shows the default template's brief placeholders filled for the sample project: its detail, its question answered, the portfolio item and one question", async () => {
    await openScreen(testSettings({ skills: ['React.js', 'Go'], customPrompt: DEFAULT_PROMPT, useCustomPrompt: true }));
    const lines = Array.from(preview().querySelectorAll('p')).map((line) => line.textContent);
    expect(lines[0]).toBe(
      'Your brief mentions REST API, so that is where I would start on "Build a responsive React dashboard for our sales team".',
    );
    expect(lines).toContain('For this project I would work with React.js.');
    expect(lines).toContain(
      'Past work close to this: "Your closest portfolio item" (https://example.com/your-work). Its one-line summary from your Profile goes here.',
    );
    expect(lines).toContain('Is there documentation for the REST API I can read before we start?');
    expect(preview().textContent).not.toMatch(/\[(Brief Detail|Answers|Portfolio Item|Closing Question)\]/);
  });

  it('inserts a placeholder at the cursor with one click, and puts the cursor after it', async () => {
    await openScreen(testSettings({ customPrompt: 'Hello  there', useCustomPrompt: false }));
    textArea().setSelectionRange(6, 6);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Insert [Your Name]' }));
    expect(textArea().value).toBe('Hello [Your Name] there');
    await waitFor(() => expect(textArea().selectionStart).toBe(17));
    expect(document.activeElement).toBe(textArea());
    expect(preview().textContent).toContain('Hello Ada Lovelace there');
  });

  it('lists every placeholder the writers understand as a button', async () => {
    await openScreen();
    for (const name of [
      '[Project Title]',
      '[Project Description]',
      '[Project Skills]',
      '[Project Budget]',
      '[Your Name]',
      '[Your Skills]',
      '[Matching Skills]',
      '[Bid Amount]',
      '[Delivery Days]',
      '[Brief Detail]',
      '[Answers]',
      '[Portfolio Item]',
      '[Closing Question]',
    ]) {
      expect(screen.getByRole('button', { name: `Insert ${name}` })).toBeDefined();
    }
  });

  it("says 'Failed to load settings' and puts the default template in the editor when the read fails", async () => {
    server.use(http.get(apiUrl('/bidding/settings'), () => errorResponse(500, 'Internal error', 'INTERNAL')));
    renderApp({ route: '/custom-prompt', user });
    expect(await screen.findByText('Failed to load settings')).toBeDefined();
    expect(textArea().value).toBe(DEFAULT_PROMPT);
    expect(toggle().getAttribute('aria-checked')).toBe('false');
  });
});
