import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminMessagesResponse, ContactMessageWire, MarkMessageHandledResponse } from '@contract/contact';
import { testAdmin } from '@/testing/data';
import { apiUrl } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

afterEach(() => toast.remove());

const aMessage = (overrides: Partial<ContactMessageWire> = {}): ContactMessageWire => ({
  id: 'm1',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Which plan?',
  message: 'Hello\nWhich plan suits 50 bids?',
  createdAt: '2026-03-01T10:00:00.000Z',
  handledAt: null,
  ...overrides,
});

/** A stateful /api/admin/messages: marking one handled shows on the next read. */
function messagesApi(messages: ContactMessageWire[]) {
  const state = { messages: [...messages], marked: [] as string[] };
  server.use(
    http.get(apiUrl('/admin/messages'), () =>
      HttpResponse.json<AdminMessagesResponse>({
        success: true,
        messages: state.messages,
        open: state.messages.filter((m) => m.handledAt === null).length,
        pagination: { current: 1, pages: 1, total: state.messages.length, limit: 20 },
      }),
    ),
    http.post<{ id: string }>(apiUrl('/admin/messages/:id/handled'), ({ params }) => {
      state.marked.push(params.id);
      state.messages = state.messages.map((m) =>
        m.id === params.id ? { ...m, handledAt: '2026-03-01T11:00:00.000Z' } : m,
      );
      return HttpResponse.json<MarkMessageHandledResponse>({
        success: true,
        message: state.messages.find((m) => m.id === params.id) ?? aMessage(),
      });
    }),
  );
  return state;
}

describe('admin messages', () => {
  it('lists messages with the sender, a mail link and the text as plain text', async () => {
    messagesApi([aMessage({ message: '<b>bold?</b>' })]);
    renderApp({ route: '/admin/messages', user: testAdmin() });
    const card = await screen.findByRole('article', { name: 'Which plan?' });
    expect(within(card).getByText('<b>bold?</b>')).toBeDefined();
    expect(within(card).getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    expect(within(card).getByText('Open')).toBeDefined();
    expect(screen.getByText(/1 open\./)).toBeDefined();
  });

  it('marks a message handled', async () => {
    const state = messagesApi([aMessage()]);
    renderApp({ route: '/admin/messages', user: testAdmin() });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark handled: Which plan?' }));
    await waitFor(() => expect(screen.getByText('Handled')).toBeDefined());
    expect(state.marked).toEqual(['m1']);
    expect(screen.getByText(/0 open\./)).toBeDefined();
  });

  it('says so when there is no message', async () => {
    messagesApi([]);
    renderApp({ route: '/admin/messages', user: testAdmin() });
    expect(await screen.findByRole('heading', { name: 'No Messages Yet' })).toBeDefined();
  });
});
