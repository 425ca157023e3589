import { describe, expect, it } from 'vitest';
import { isDomainError } from '../errors.js';
import {
  MAX_VARIANTS_SHARE,
  armForBid,
  checkedVariants,
  controlShareOf,
  experimentOf,
  planVariantChange,
  splitPoint,
  type PromptVariant,
  type VariantInput,
} from './prompt-experiment.js';
import { CUSTOM_PROMPT_MAX_LENGTH } from './settings.js';

const at = (minute: number): Date => new Date(Date.UTC(2026, 10, 1, 0, minute));
const variantRow = (id: string, sharePercent: number, position: number, createdAt = at(0)): PromptVariant => ({
  id,
  userId: 'u1',
  profileId: 'main',
  name: id,
  prompt: `Prompt ${id}`,
  sharePercent,
  position,
  createdAt,
  endedAt: null,
});

/** Deterministic UUID-shaped ids from a linear congruential generator, so the test never flakes. */
function seededIds(count: number): string[] {
  let state = 12345;
  const hex = (): string => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state.toString(16).padStart(8, '0');
  };
  return Array.from(
    { length: count },
    () => `${hex()}-${hex().slice(0, 4)}-4${hex().slice(0, 3)}-a${hex().slice(0, 3)}-${hex()}${hex().slice(0, 4)}`,
  );
}

const failure = (variants: readonly VariantInput[]): { message: string; field: unknown } => {
  try {
    checkedVariants(variants);
  } catch (error) {
    if (isDomainError(error)) return { message: error.message, field: error.details?.field };
    throw error;
  }
  throw new Error('expected the variants to be refused');
};

const good = (name: string, sharePercent = 20): VariantInput => ({
  name,
  prompt: `Write a short proposal as ${name}`,
  sharePercent,
});

describe('checkedVariants', () => {
  it('trims names and prompts and keeps the shares', () => {
    expect(checkedVariants([{ name: '  Short  ', prompt: '  Be brief.\n[Project Title] ', sharePercent: 30 }])).toEqual(
      [{ name: 'Short', prompt: 'Be brief.\n[Project Title]', sharePercent: 30 }],
    );
  });

  it.each([
    { name: 'no variant', variants: [], field: 'variants' },
    { name: 'four variants', variants: [good('A', 5), good('B', 5), good('C', 5), good('D', 5)], field: 'variants' },
    { name: 'an empty name', variants: [good('  ')], field: 'variants.0.name' },
    { name: 'a name of 61 characters', variants: [good('n'.repeat(61))], field: 'variants.0.name' },
    { name: 'a name with a line break', variants: [good('A\nB')], field: 'variants.0.name' },
    { name: 'a name with a right-to-left override', variants: [good('B\u202eevil')], field: 'variants.0.name' },
    { name: 'a name with a zero-width space', variants: [good('Short\u200b')], field: 'variants.0.name' },
    { name: 'two names alike but for case', variants: [good('Short'), good('short ')], field: 'variants.1.name' },
    { name: 'an empty prompt', variants: [{ ...good('A'), prompt: ' \n ' }], field: 'variants.0.prompt' },
    {
      name: 'a prompt over the limit',
      variants: [{ ...good('A'), prompt: 'p'.repeat(CUSTOM_PROMPT_MAX_LENGTH + 1) }],
      field: 'variants.0.prompt',
    },
    { name: 'a prompt with a NUL', variants: [{ ...good('A'), prompt: 'Hi\u0000there' }], field: 'variants.0.prompt' },
    { name: 'a share under 5', variants: [good('A', 4)], field: 'variants.0.sharePercent' },
    { name: 'a fractional share', variants: [good('A', 12.5)], field: 'variants.0.sharePercent' },
    { name: 'a share over 90', variants: [good('A', 91)], field: 'variants.0.sharePercent' },
    { name: 'shares leaving the control under 10%', variants: [good('A', 50), good('B', 41)], field: 'variants' },
  ])('refuses $name', ({ variants, field }) => {
    expect(failure(variants).field).toBe(field);
  });

  it('lets the variants take 90% together, leaving the control 10%', () => {
    const variants = checkedVariants([good('A', 30), good('B', 30), good('C', 30)]);
    expect(controlShareOf(variants)).toBe(100 - MAX_VARIANTS_SHARE);
  });

  it('keeps tabs and line breaks in a prompt', () => {
    expect(checkedVariants([{ ...good('A'), prompt: 'Line one\n\tLine two' }])[0]?.prompt).toBe('Line one\n\tLine two');
  });
});

describe('experimentOf', () => {
  it('orders the running variants by position and starts at the oldest', () => {
    const experiment = experimentOf('main', [
      variantRow('c', 10, 2, at(5)),
      variantRow('a', 10, 0, at(3)),
      variantRow('b', 10, 1, at(9)),
    ]);
    expect(experiment?.variants.map((v) => v.id)).toEqual(['a', 'b', 'c']);
    expect(experiment?.startedAt).toEqual(at(3));
  });

  it('is null without running variants', () => {
    expect(experimentOf('main', [])).toBeNull();
  });
});

describe('armForBid', () => {
  const experiment = experimentOf('main', [variantRow('b', 20, 0), variantRow('c', 30, 1)]);

  it('is the control without an experiment', () => {
    expect(armForBid('any-bid', null)).toBeNull();
  });

  it('puts the same bid on the same arm every time, whatever else was asked between', () => {
    const ids = seededIds(200);
    const first = ids.map((id) => armForBid(id, experiment)?.id ?? 'control');
    ids.reverse();
    const again = ids.map((id) => armForBid(id, experiment)?.id ?? 'control').reverse();
    expect(again).toEqual(first);
  });

  // 10,000 draws of a share s have a standard deviation of at most 0.5 points; 2 points is four of them.
  const TOLERANCE_POINTS = 2;
  it.each([
    { name: 'UUID-shaped ids', ids: seededIds(10_000) },
    { name: 'sequential ids', ids: Array.from({ length: 10_000 }, (_, index) => `bid-${index}`) },
  ])('splits $name within 2 points of the shares (20 / 30 / control 50)', ({ ids }) => {
    const counts = new Map<string, number>();
    for (const id of ids) {
      const armId = armForBid(id, experiment)?.id ?? 'control';
      counts.set(armId, (counts.get(armId) ?? 0) + 1);
    }
    const percent = (armId: string): number => ((counts.get(armId) ?? 0) / ids.length) * 100;
    expect(Math.abs(percent('b') - 20)).toBeLessThan(TOLERANCE_POINTS);
    expect(Math.abs(percent('c') - 30)).toBeLessThan(TOLERANCE_POINTS);
    expect(Math.abs(percent('control') - 50)).toBeLessThan(TOLERANCE_POINTS);
  });

  it('places every id in [0, 100)', () => {
    for (const id of ['', 'a', 'bid-1', '00000000-0000-0000-0000-000000000000', '\u{1F600}']) {
      const point = splitPoint(id);
      expect(point).toBeGreaterThanOrEqual(0);
      expect(point).toBeLessThan(100);
    }
  });
});

describe('planVariantChange', () => {
  const running = [variantRow('a', 20, 0), variantRow('b', 20, 1)];

  it.each([
    {
      name: 'a running id with its prompt unchanged keeps its row, renamed and moved',
      wanted: [{ id: 'b', name: 'Bee', prompt: 'Prompt b', sharePercent: 30 }],
      want: { keep: [{ id: 'b', name: 'Bee', sharePercent: 30, position: 0 }], add: [] },
    },
    {
      name: 'a changed prompt starts a new arm',
      wanted: [{ id: 'a', name: 'a', prompt: 'Something else', sharePercent: 20 }],
      want: { keep: [], add: [{ name: 'a', prompt: 'Something else', sharePercent: 20, position: 0 }] },
    },
    {
      name: 'an id that is not running starts a new arm',
      wanted: [{ id: 'someone-elses', name: 'x', prompt: 'Prompt a', sharePercent: 20 }],
      want: { keep: [], add: [{ name: 'x', prompt: 'Prompt a', sharePercent: 20, position: 0 }] },
    },
    {
      name: 'one id sent twice keeps one row and starts another',
      wanted: [
        { id: 'a', name: 'a', prompt: 'Prompt a', sharePercent: 20 },
        { id: 'a', name: 'a2', prompt: 'Prompt a', sharePercent: 20 },
      ],
      want: {
        keep: [{ id: 'a', name: 'a', sharePercent: 20, position: 0 }],
        add: [{ name: 'a2', prompt: 'Prompt a', sharePercent: 20, position: 1 }],
      },
    },
  ])('$name', ({ wanted, want }) => {
    expect(planVariantChange(running, wanted)).toEqual(want);
  });
});
