import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactResponse } from '@contract/contact';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { ContactForm } from './contact-form';

/** POST /api/contact, keeping each body it receives. */
const contactHandler = (received: unknown[]) =>
  http.post(apiUrl('/contact'), async ({ request }) => {
    received.push(await request.json());
    return HttpResponse.json<ContactResponse>({ success: true, message: 'Thank you!' }, { status: 201 });
  });

// The product's timings: "sending" 2 s, then the banner 5 s.
const SENDING_MS = 2_000;
const BANNER_MS = 5_000;
const SENT_TEXT = "Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.";

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const submitButton = () => screen.getByRole('button', { name: /Send Message|Sending Message/ });

describe('ContactForm', () => {
  let received: unknown[];
  beforeEach(() => {
    received = [];
    server.use(contactHandler(received));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const user = () => userEvent.setup();

  async function fillIn(values: { name: string; email: string; subject: string; message: string }) {
    const typist = user();
    await typist.type(field('Full Name'), values.name);
    await typist.type(field('Email Address'), values.email);
    await typist.type(field('Subject'), values.subject);
    await typist.type(field('Message'), values.message);
    return typist;
  }

  it('labels the four fields, the email one typed as email, the message six rows high', () => {
    render(<ContactForm />);
    expect(screen.getByRole('heading', { name: 'Send us a Message' })).toBeTruthy();
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Message']) expect(field(label).required).toBe(true);
    expect(field('Email Address').getAttribute('type')).toBe('email');
    expect(field('Message').getAttribute('rows')).toBe('6');
  });

  it('refuses an empty form, naming every missing field as an alert tied to its input', async () => {
    render(<ContactForm />);
    await user().click(submitButton());

    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Please enter your full name',
      'Please enter your email address',
      'Please enter a subject',
      'Please enter your message',
    ]);
    expect(field('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Full Name').getAttribute('aria-describedby')).toBe('contact-name-error');
    expect(submitButton().textContent).toBe('Send Message');
    expect(received).toEqual([]);
  });

  it('refuses an email address that is not one, and blank-only answers', async () => {
    render(<ContactForm />);
    const typist = await fillIn({ name: '   ', email: 'ada.example.com', subject: 'Plans', message: 'Hello' });
    await typist.click(submitButton());

    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter your full name',
      'Please enter a valid email address',
    ]);
    expect(submitButton().textContent).toBe('Send Message');
  });

  it('posts the message and shows "sending" for 2 s, then thanks the sender for 5 s with the form cleared', async () => {
    render(<ContactForm />);
    await fillIn({ name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Plans', message: 'Which plan suits me?' });
    // Only now: Testing Library's async helpers wait on real timers.
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(submitButton());
    });

    expect(submitButton().textContent).toBe('Sending Message...');
    expect(submitButton().getAttribute('aria-disabled')).toBe('true');
    act(() => vi.advanceTimersByTime(1_000));
    // A second press while sending neither sends again nor restarts the pause.
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await act(() => vi.advanceTimersByTimeAsync(SENDING_MS - 1_000 - 1));
    expect(screen.queryByText(SENT_TEXT)).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status').textContent).toBe(SENT_TEXT);
    expect(received).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Plans', message: 'Which plan suits me?' },
    ]);
    expect(submitButton().textContent).toBe('Send Message');
    expect(submitButton().getAttribute('aria-disabled')).toBe('false');
    for (const label of ['Full Name', 'Email Address', 'Subject', 'Message']) expect(field(label).value).toBe('');

    act(() => vi.advanceTimersByTime(BANNER_MS - 1));
    expect(screen.queryByText(SENT_TEXT)).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText(SENT_TEXT)).toBeNull();
    expect(received).toHaveLength(1);
  });

  it('keeps the form filled and says why when the server refuses the message', async () => {
    server.use(
      http.post(apiUrl('/contact'), () =>
        errorResponse(429, 'Too many messages. Please wait 60 minutes and try again.', 'RATE_LIMITED'),
      ),
    );
    render(<ContactForm />);
    const typist = await fillIn({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Plans',
      message: 'Which plan suits me?',
    });
    await typist.click(submitButton());
    expect(
      (
        await screen.findByText('Too many messages. Please wait 60 minutes and try again.', {}, { timeout: 5_000 })
      ).getAttribute('role'),
    ).toBe('alert');
    expect(submitButton().textContent).toBe('Send Message');
    expect(field('Message').value).toBe('Which plan suits me?');
    expect(screen.queryByText(SENT_TEXT)).toBeNull();
  });

  it("holds each field to the server's limit: 100, 254, 150 and 5000 characters", () => {
    render(<ContactForm />);
    expect(['Full Name', 'Email Address', 'Subject', 'Message'].map((label) => field(label).maxLength)).toEqual([
      100, 254, 150, 5000,
    ]);
  });

  it('refuses a subject over 150 characters beside the field, without a call', async () => {
    render(<ContactForm />);
    const typist = await fillIn({ name: 'Ada', email: 'ada@example.com', subject: 'Plans', message: 'Hello' });
    // maxLength stops typing past the limit; a value set otherwise (a script, an old browser) is still checked.
    fireEvent.change(field('Subject'), { target: { value: 'x'.repeat(151) } });
    await typist.click(submitButton());
    const alert = await screen.findByText('Subject must be at most 150 characters');
    expect(alert.id).toBe('contact-subject-error');
    expect(field('Subject').getAttribute('aria-invalid')).toBe('true');
    expect(field('Subject').getAttribute('aria-describedby')).toBe('contact-subject-error');
    expect(received).toEqual([]);
  });

  it("puts the server's refusal of one field beside that field, not in a banner", async () => {
    server.use(
      http.post(apiUrl('/contact'), () =>
        errorResponse(400, 'Invalid request: subject: Subject must be at most 150 characters', 'VALIDATION_FAILED'),
      ),
    );
    render(<ContactForm />);
    const typist = await fillIn({ name: 'Ada', email: 'ada@example.com', subject: 'Plans', message: 'Hello' });
    await typist.click(submitButton());
    const alert = await screen.findByText('Subject must be at most 150 characters', {}, { timeout: 5_000 });
    expect(alert.id).toBe('contact-subject-error');
    expect(screen.queryByText(/Invalid request/)).toBeNull();
    expect(field('Subject').value).toBe('Plans');
  });
});
