import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testAdmin } from '@/testing/data';
import { outboxHandler, outboxMailHandler, testOutboxMail } from '@/testing/msw/admin-outbox-handlers';
import { http } from 'msw';
import { apiUrl, errorResponse, healthHandler } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

describe('mail outbox', () => {
  it('lists the mails with subject, address and time, each opening the mail', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      outboxHandler(
        [
          testOutboxMail(),
          testOutboxMail({
            id: '1c2d3e4f-0000-4000-8000-000000000002',
            to: 'bo@example.com',
            subject: 'Reset your password',
          }),
        ],
        { queries },
      ),
    );
    renderApp({ route: '/admin/outbox', user: testAdmin() });

    const table = await screen.findByRole('table', { name: 'Mails in the outbox, newest first' });
    // Written, not Sent: the outbox keeps the mail because no SMTP server sent it.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Subject', 'To', 'Written']);
    const cards = screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('To bo@example.com'));
    expect(cards[0]?.textContent).toMatch(/Written Mar 1, 2026/);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['You won "Logo design"', 'ada@example.com', expect.stringMatching(/Mar 1, 2026/)],
      ['Reset your password', 'bo@example.com', expect.stringMatching(/Mar 1, 2026/)],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Reset your password' }).getAttribute('href')).toBe(
      '/admin/outbox/1c2d3e4f-0000-4000-8000-000000000002',
    );
    expect(queries[0]?.toString()).toBe('page=1&limit=20');
  });

  it('says plainly when no mail was kept yet', async () => {
    server.use(outboxHandler([]));
    renderApp({ route: '/admin/outbox', user: testAdmin() });
    expect(await screen.findByRole('heading', { name: 'No mail yet' })).toBeDefined();
  });

  it('turns pages with the pagination, asking the server for the next page', async () => {
    const queries: URLSearchParams[] = [];
    server.use(outboxHandler([testOutboxMail()], { pages: 3, queries }));
    renderApp({ route: '/admin/outbox', user: testAdmin() });
    await screen.findByRole('table', { name: 'Mails in the outbox, newest first' });
    await userEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText(/Page 2 of 3/);
    expect(queries.at(-1)?.get('page')).toBe('2');
  });

  it('offers to try again when the outbox cannot be loaded', async () => {
    server.use(http.get(apiUrl('/admin/outbox'), () => errorResponse(500, 'Boom', 'INTERNAL')));
    renderApp({ route: '/admin/outbox', user: testAdmin() });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('shows a mail with its header and the HTML in a frame with every sandbox restriction', async () => {
    const mail = testOutboxMail({ html: '<p>Hi</p><script>parent.document.title="owned"</script>' });
    server.use(outboxMailHandler(mail));
    renderApp({ route: `/admin/outbox/${mail.id}`, user: testAdmin() });

    expect(await screen.findByRole('heading', { level: 1, name: 'You won "Logo design"' })).toBeDefined();
    expect(screen.getByText('BidPilot <no-reply@localhost>')).toBeDefined();
    const written = screen.getByText('Written', { selector: 'dt' });
    expect(written.nextElementSibling?.textContent).toMatch(/Mar 1, 2026/);
    expect(screen.queryByText('Sent', { selector: 'dt' })).toBeNull();
    expect(screen.getByText('http://localhost:3000/api/notifications/unsubscribe?token=t')).toBeDefined();
    const frame = screen.getByTitle('HTML body of "You won "Logo design""');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(mail.html);
    // The markup never reaches this document: only the frame's srcdoc holds it.
    expect(document.querySelector('script:not([src])')?.textContent ?? '').not.toContain('owned');

    await userEvent.click(screen.getByRole('button', { name: 'Text' }));
    expect(screen.getByRole('button', { name: 'Text' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByTitle(/HTML body/)).toBeNull();
    expect(screen.getByText(/See the award: http:\/\/localhost:3000\/bid-logs\/b1/)).toBeDefined();
  });

  it('shows a text-only mail as text, without the HTML/Text switch', async () => {
    const mail = testOutboxMail({
      html: null,
      unsubscribeUrl: null,
      subject: 'Reset your password',
      text: 'Open this link within an hour',
    });
    server.use(outboxMailHandler(mail));
    renderApp({ route: `/admin/outbox/${mail.id}`, user: testAdmin() });
    expect(await screen.findByText('Open this link within an hour')).toBeDefined();
    expect(screen.queryByRole('group', { name: 'Show the body as' })).toBeNull();
    expect(screen.queryByText('List-Unsubscribe')).toBeNull();
  });

  it('says a mail that is gone (pruned or unknown) was not found', async () => {
    server.use(outboxMailHandler(testOutboxMail()));
    renderApp({ route: '/admin/outbox/00000000-0000-4000-8000-000000000000', user: testAdmin() });
    expect(await screen.findByText('Mail not found')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('lists Mail Outbox in the admin navigation only while the server keeps mail in it', async () => {
    server.use(outboxHandler([]), healthHandler({ mail: true }));
    renderApp({ route: '/admin/outbox', user: testAdmin() });
    const [nav] = await screen.findAllByRole('navigation', { name: 'Account' });
    expect(await within(nav!).findByRole('link', { name: 'Mail Outbox' })).toBeDefined();
  });
});
