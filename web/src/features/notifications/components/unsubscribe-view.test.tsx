import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { UnsubscribeResponse } from '@contract/notifications';
import { apiUrl, errorResponse } from '@/testing/msw/handlers';
import { server } from '@/testing/msw/server';
import { renderApp } from '@/testing/render-app';

const INVALID = 'This unsubscribe link is not valid or has expired. Sign in to choose your notifications.';

const answer = (subscribed: boolean): UnsubscribeResponse => ({
  success: true,
  kind: 'bid.awarded',
  kindLabel: 'Bid awarded',
  channel: 'email',
  channelLabel: 'E-mail',
  subscribed,
});

/** The link reads as `subscribed` until a post changes it; every post is kept. */
function linkServer(subscribed: boolean) {
  const posted: unknown[] = [];
  let now = subscribed;
  server.use(
    http.get(apiUrl('/notifications/unsubscribe'), ({ request }) =>
      new URL(request.url).searchParams.get('token') === 'signed-token'
        ? HttpResponse.json(answer(now))
        : errorResponse(400, INVALID, 'UNSUBSCRIBE_LINK_INVALID'),
    ),
    http.post(apiUrl('/notifications/unsubscribe'), async ({ request }) => {
      const body = (await request.json()) as { subscribe: boolean };
      posted.push(body);
      now = body.subscribe;
      return HttpResponse.json(answer(now));
    }),
  );
  return posted;
}

const paragraph = (pattern: RegExp) =>
  screen.findByText((_, element) => element?.tagName === 'P' && pattern.test(element.textContent ?? ''));

describe('the unsubscribe page', () => {
  it('asks first and changes nothing on opening, without signing in', async () => {
    const posted = linkServer(true);
    renderApp({ route: '/notifications/unsubscribe?token=signed-token' });
    expect(await paragraph(/^Stop receiving Bid awarded notifications by E-mail\?$/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'All notification preferences' }).getAttribute('href')).toBe(
      '/notifications/preferences',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toEqual([]);
  });

  it('unsubscribes only on the click, moves the focus to the outcome, and undoes it', async () => {
    const posted = linkServer(true);
    renderApp({ route: '/notifications/unsubscribe?token=signed-token' });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    const outcome = await paragraph(/^You will no longer receive Bid awarded notifications by E-mail\.$/);
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    await userEvent.click(screen.getByRole('button', { name: 'Undo: keep receiving them' }));
    expect(await paragraph(/notifications by E-mail again\.$/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Unsubscribe again' })).toBeDefined();
    expect(posted).toEqual([
      { token: 'signed-token', subscribe: false },
      { token: 'signed-token', subscribe: true },
    ]);
  });

  it('says when the user is already unsubscribed and offers to keep receiving them', async () => {
    const posted = linkServer(false);
    renderApp({ route: '/notifications/unsubscribe?token=signed-token' });
    expect(
      await paragraph(/already unsubscribed: you do not receive Bid awarded notifications by E-mail\.$/),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Keep receiving them' }));
    expect(await paragraph(/^You will receive Bid awarded notifications by E-mail again\.$/)).toBeDefined();
    expect(posted).toEqual([{ token: 'signed-token', subscribe: true }]);
  });

  it('says a bad or expired link is not valid, with nothing to press', async () => {
    const posted = linkServer(true);
    renderApp({ route: '/notifications/unsubscribe?token=forged' });
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID);
    expect(screen.queryByRole('button', { name: /subscribe|keep receiving/i })).toBeNull();
    expect(posted).toEqual([]);
  });

  it('says a link without a token is not valid, asking nothing', async () => {
    renderApp({ route: '/notifications/unsubscribe' });
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID);
  });

  it('keeps the question and says why when the click fails', async () => {
    linkServer(true);
    server.use(
      http.post(apiUrl('/notifications/unsubscribe'), () =>
        errorResponse(429, 'Too many requests. Try again in 10 minutes.', 'RATE_LIMITED'),
      ),
    );
    renderApp({ route: '/notifications/unsubscribe?token=signed-token' });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeDefined();
  });
});
