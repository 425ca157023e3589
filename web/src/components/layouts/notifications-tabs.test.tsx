import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/data';
import { channelsApi } from '@/testing/msw/channels-handlers';
import { apiUrl } from '@/testing/msw/handlers';
import { testPreferences } from '@/testing/msw/notification-handlers';
import { server } from '@/testing/msw/server';
import { webhooksApi } from '@/testing/msw/webhooks-handlers';
import { renderApp } from '@/testing/render-app';
import { NOTIFICATION_TABS } from './notifications-tabs';

/** The page's outer frame and its header, found from the tab row. */
async function frameOf(route: string) {
  server.use(
    http.get(apiUrl('/notifications/preferences'), () => HttpResponse.json(testPreferences())),
    ...channelsApi().handlers,
    ...webhooksApi().handlers,
  );
  const { unmount } = renderApp({ route, user: testUser() });
  const tabs = await screen.findByRole('navigation', { name: 'Notification pages' });
  const header = tabs.parentElement!;
  const frame = header.parentElement!;
  expect(within(header).getByRole('heading', { level: 1 })).toBeDefined();
  const found = {
    frame: frame.className,
    header: [...header.children].map((child) => child.tagName),
    // The intro follows the header at once, before the page's data arrives.
    intro: header.nextElementSibling?.tagName,
  };
  unmount();
  return found;
}

describe('the notification pages', () => {
  it('share one width and open with the heading and the tabs alone, the intro under the tabs', async () => {
    const frames = [];
    for (const tab of NOTIFICATION_TABS) frames.push(await frameOf(tab.to));
    // Only the heading sits above the tabs: an intro of any length there would push them down on one page only.
    for (const frame of frames) expect(frame.header).toEqual(['H1', 'NAV']);
    for (const frame of frames) expect(frame.intro).toBe('P');
    // One width: a different max width on one page moves the tabs and the content sideways at the switch.
    expect(new Set(frames.map((frame) => frame.frame)).size).toBe(1);
  });
});
