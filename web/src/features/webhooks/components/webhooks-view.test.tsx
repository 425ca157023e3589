import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '@/testing/data';
import { delay, http, HttpResponse } from 'msw';
import { apiUrl } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { TEST_SECRET, testDelivery, testEndpoint, webhooksApi } from '@/testing/msw/webhooks-handlers';
import { renderApp } from '@/testing/render-app';
import { PENDING_REFRESH_MS } from '../api/webhooks';
import { SECRET_ONCE } from './secret-reveal';

afterEach(() => toast.remove());

const open = (fake: ReturnType<typeof webhooksApi>) => {
  server.use(...fake.handlers);
  return renderApp({ route: '/notifications/webhooks', user: testUser() });
};

describe('webhooks page', () => {
  it('shows its heading and an empty state without endpoints', async () => {
    open(webhooksApi());
    expect(await screen.findByRole('heading', { name: 'Webhooks', level: 1 })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'No Webhook Endpoints Yet' })).toBeDefined();
    expect(screen.getByText('0 of 5 endpoints used.')).toBeDefined();
  });

  it('adds an endpoint and shows its secret once, with a copy button, until dismissed', async () => {
    const fake = webhooksApi();
    open(fake);
    // user-event puts its own clipboard in place: it is what the page writes to.
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Endpoint URL'), 'https://hooks.example.com/new');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    expect(await screen.findByText(SECRET_ONCE)).toBeDefined();
    expect((screen.getByLabelText('Signing secret') as HTMLInputElement).value).toBe(TEST_SECRET);
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(TEST_SECRET);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeDefined();
    expect(await screen.findByRole('article', { name: 'https://hooks.example.com/new' })).toBeDefined();
    expect((screen.getByLabelText('Endpoint URL') as HTMLInputElement).value).toBe('');

    await user.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByLabelText('Signing secret')).toBeNull();
  });

  it('says why the server refused a URL, beside the field', async () => {
    const fake = webhooksApi();
    open(fake);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Endpoint URL'), 'http://insecure.example.com/');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('URL must use https')).toBeDefined();
    expect(screen.getByLabelText('Endpoint URL').getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a URL before calling the server', async () => {
    const fake = webhooksApi();
    open(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('Enter the URL your receiver listens at')).toBeDefined();
    expect(fake.state.requests).toEqual([]);
  });

  it('sends a test event and opens the delivery log, with status code, attempts and Redeliver', async () => {
    const fake = webhooksApi({
      endpoints: [testEndpoint()],
      deliveries: {
        'ep-1': [
          testDelivery({
            id: 'msg_failed',
            status: 'failed',
            attempts: 7,
            lastStatusCode: 503,
            lastError: 'Answered 503',
          }),
        ],
      },
    });
    open(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    const log = await screen.findByRole('list', { name: 'Deliveries to https://hooks.example.com/bidpilot' });
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(2));
    expect(within(log).getByText('webhook.test')).toBeDefined();
    expect(within(log).getByText('Not sent yet')).toBeDefined();
    expect(within(log).getByText('HTTP 503')).toBeDefined();
    expect(within(log).getByText('7')).toBeDefined();
    expect(within(log).getByText('Failed')).toBeDefined();

    await user.click(within(log).getByRole('button', { name: 'Redeliver bid.awarded msg_failed' }));
    await waitFor(() => expect(fake.state.requests).toContain('REDELIVER msg_failed'));
    expect(fake.state.requests).toContain('TEST ep-1');
  });

  it('shows a switched-off endpoint with its reason', async () => {
    open(
      webhooksApi({
        endpoints: [
          testEndpoint({ enabled: false, disabledReason: 'The endpoint answered 410 Gone, so it was switched off' }),
        ],
      }),
    );
    expect(await screen.findByText('Switched off')).toBeDefined();
    expect(screen.getByText(/answered 410 Gone/)).toBeDefined();
  });

  it('deletes an endpoint only after confirming', async () => {
    const fake = webhooksApi({ endpoints: [testEndpoint()] });
    open(fake);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete https://hooks.example.com/bidpilot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete webhook endpoint' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.state.requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete https://hooks.example.com/bidpilot' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No Webhook Endpoints Yet' })).toBeDefined();
    expect(fake.state.requests).toEqual(['DELETE ep-1']);
  });

  it('stops reading the log of an endpoint while it is being deleted, so no read comes back 404', async () => {
    const fake = webhooksApi({ endpoints: [testEndpoint()] });
    const logReads: number[] = [];
    let deleteAsked = false;
    // Ahead of the fake's own handlers, which they fall through to.
    server.use(
      http.get(apiUrl('/webhooks/:id/deliveries'), () => {
        logReads.push(Date.now());
        if (deleteAsked)
          return HttpResponse.json({ success: false, message: 'Webhook endpoint not found' }, { status: 404 });
        return undefined;
      }),
      http.delete(apiUrl('/webhooks/:id'), async () => {
        deleteAsked = true;
        // Longer than the pending log's refresh: the poll would fire while the delete is under way.
        await delay(PENDING_REFRESH_MS + 500);
        return undefined;
      }),
      ...fake.handlers,
    );
    renderApp({ route: '/notifications/webhooks', user: testUser() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    const log = await screen.findByRole('list', { name: 'Deliveries to https://hooks.example.com/bidpilot' });
    await within(log).findByText('Not sent yet');
    await user.click(screen.getByRole('button', { name: 'Delete https://hooks.example.com/bidpilot' }));
    const readsBefore = logReads.length;
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No Webhook Endpoints Yet' }, { timeout: 10_000 })).toBeDefined();
    expect(logReads).toHaveLength(readsBefore);
  });

  it('disables adding once the limit is reached', async () => {
    open(webhooksApi({ endpoints: [testEndpoint()], maxEndpoints: 1 }));
    expect(await screen.findByText('1 of 1 endpoints used: delete one to add another.')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Add endpoint' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
