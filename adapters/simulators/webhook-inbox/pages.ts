import { escapeHtml, simulatorPage } from '../page-shell.js';
import type { ReceivedWebhook } from './webhook-inboxes.js';

// The server's CSP allows inline styles but no script: the page is plain HTML, reloaded by hand.
const STYLE = `
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; background: #f3f5f8; color: #1f2937; }
  header { background: #1e3a5f; color: #fff; padding: 14px 24px; font-weight: 600; }
  header small { font-weight: 400; opacity: .8; margin-left: 8px; }
  main { max-width: 960px; margin: 24px auto; padding: 0 16px; }
  h1 { font-size: 1.25rem; margin: 0 0 8px; }
  p { line-height: 1.5; }
  code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .85rem; }
  code { background: #e5e7eb; padding: 1px 4px; border-radius: 4px; overflow-wrap: anywhere; }
  article { background: #fff; border-radius: 10px; padding: 16px 20px; margin: 16px 0; box-shadow: 0 1px 6px rgba(0,0,0,.08); }
  article h2 { font-size: 1rem; margin: 0 0 10px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 12px; }
  dt { color: #4b5563; }
  dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .85rem; }
  pre { background: #0f172a; color: #e2e8f0; padding: 12px; border-radius: 6px; overflow-x: auto; white-space: pre-wrap; overflow-wrap: anywhere; margin: 0; }
  a { color: #1d4ed8; }
`;

function layout(title: string, content: string): string {
  return simulatorPage({
    title,
    site: 'Webhook inbox',
    tagline: 'built-in receiver, verifies nothing',
    style: STYLE,
    content,
  });
}

/** Pretty JSON when the body is JSON, else as it came. */
function readable(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** An inbox's page: its URL to paste into BidPilot, and every request received, newest first. */
export function inboxPage(inbox: string, url: string, received: readonly ReceivedWebhook[]): string {
  const requests = received.map((request, index) => {
    const headers = Object.entries(request.headers)
      .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
      .join('');
    return `<article aria-labelledby="request-${index}">
<h2 id="request-${index}">${escapeHtml(request.method)} at ${escapeHtml(request.receivedAt.toISOString())} · answered ${request.answered}</h2>
<dl>${headers}</dl>
<pre>${escapeHtml(readable(request.body))}</pre>
</article>`;
  });
  const empty =
    '<p>Nothing received yet. Add the URL above as a webhook endpoint in BidPilot, press <strong>Send test event</strong>, then reload this page.</p>';
  return layout(
    `Inbox ${inbox}`,
    `<h1>Inbox <code>${escapeHtml(inbox)}</code></h1>
<p>Endpoint URL: <code>${escapeHtml(url)}</code></p>
<p>Add <code>?status=500</code> (or 410, …) to the URL to make the inbox answer that status, to see retries and switch-offs. This page shows the last 50 requests; reload it to see new ones.</p>
<section aria-label="Received requests">${received.length === 0 ? empty : requests.join('\n')}</section>`,
  );
}

/** The receiver's front page: how to get an inbox. */
export function indexPage(exampleUrl: string): string {
  return layout(
    'Webhook inbox',
    `<h1>Built-in webhook receiver</h1>
<p>Any name makes an inbox: post to <code>${escapeHtml(exampleUrl)}</code> and open the same address in a browser to read what arrived. Letters, digits and dashes, up to 64.</p>`,
  );
}
