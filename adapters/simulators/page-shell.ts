const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value that reaches a simulator's page goes through here. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/**
 * A simulator's page: `content` in `<main>`, under a header naming the simulator. The server's CSP
 * allows inline styles but no script, so each simulator brings its own `style` and plain HTML.
 * `title` is text (escaped here); `site`, `header` and `tagline` are the simulator's own markup.
 */
export function simulatorPage(page: {
  /** What this page shows; the browser's title is `${title} · ${site}`. */
  readonly title: string;
  /** The simulator's name, e.g. `PayFast simulator`. */
  readonly site: string;
  /** The header's text, the simulator's name unless given. */
  readonly header?: string;
  /** The header's small print. */
  readonly tagline: string;
  readonly style: string;
  readonly content: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(page.title)} · ${page.site}</title><style>${page.style}</style></head>
<body><header>${page.header ?? page.site}<small>${page.tagline}</small></header><main>${page.content}</main></body>
</html>`;
}
