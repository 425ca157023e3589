/** A Recharts legend as a reader sees it: each entry's label, the colour its text is drawn in, and its swatch's colour. */
export function legendItems(
  container: Element,
): { readonly label: string; readonly textColour: string; readonly swatch: string }[] {
  return [...container.querySelectorAll('.recharts-legend-item')].map((item) => {
    const text = item.querySelector('.recharts-legend-item-text') as HTMLElement;
    // The innermost element holding the label decides its colour.
    const innermost = (text.querySelector('span') as HTMLElement | null) ?? text;
    return {
      label: text.textContent ?? '',
      textColour: getComputedStyle(innermost).color,
      swatch:
        item.querySelector('.recharts-legend-icon')?.getAttribute('fill') ??
        item.querySelector('.recharts-legend-icon')?.getAttribute('stroke') ??
        '',
    };
  });
}

function rgb(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(colour.trim());
  if (hex !== null) {
    const value = Number.parseInt(hex[1]!, 16);
    return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  }
  const parts = /rgba?\(([^)]+)\)/
    .exec(colour)?.[1]
    ?.split(',')
    .map((part) => Number.parseFloat(part));
  if (parts === undefined || parts.length < 3) throw new Error(`Not a colour: ${colour}`);
  return [parts[0]!, parts[1]!, parts[2]!];
}

const luminance = (colour: string): number => {
  const [r, g, b] = rgb(colour).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG's contrast ratio of text in `colour` on white. */
export const textContrastOnWhite = (colour: string): number => 1.05 / (luminance(colour) + 0.05);

/** The colour's hue in degrees (0–360). */
export function hue(colour: string): number {
  const [r, g, b] = rgb(colour).map((channel) => channel / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector = max === r ? ((g - b) / delta + 6) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return sector * 60;
}
