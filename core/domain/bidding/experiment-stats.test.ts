import { describe, expect, it } from 'vitest';
import {
  MIN_ARM_SAMPLE,
  compareArms,
  erf,
  normalCdf,
  twoProportionTest,
  twoSidedP,
  type ArmCounts,
} from './experiment-stats.js';

describe('erf and the normal CDF', () => {
  it.each([
    { x: 0, want: 0 },
    { x: 0.5, want: 0.5204998778 },
    { x: 1, want: 0.8427007929 },
    { x: 2, want: 0.995322265 },
    { x: -1, want: -0.8427007929 },
    { x: 3.5, want: 0.9999992569 },
  ])('erf($x) ≈ $want', ({ x, want }) => {
    expect(Math.abs(erf(x) - want)).toBeLessThan(2e-7);
  });

  it.each([
    { z: 0, want: 0.5 },
    { z: 1.96, want: 0.9750021 },
    { z: -1.96, want: 0.0249979 },
    { z: 1, want: 0.8413447 },
  ])('Φ($z) ≈ $want', ({ z, want }) => {
    expect(Math.abs(normalCdf(z) - want)).toBeLessThan(1e-6);
  });

  it.each([
    { z: 1.96, want: 0.05 },
    { z: -1.96, want: 0.05 },
    { z: 2.5758, want: 0.01 },
    { z: 1.6449, want: 0.1 },
    { z: 0, want: 1 },
  ])('two-sided p for z = $z ≈ $want', ({ z, want }) => {
    expect(Math.abs(twoSidedP(z) - want)).toBeLessThan(1e-4);
  });
});

describe('twoProportionTest', () => {
  it('uses the pooled standard error: 10% of 1000 against 13% of 1000 is z ≈ 2.10, p ≈ 0.036', () => {
    const { z, p } = twoProportionTest({ successes: 100, trials: 1000 }, { successes: 130, trials: 1000 });
    expect(z).toBeCloseTo(2.1027, 3);
    expect(p).toBeCloseTo(0.0355, 3);
  });

  it('is negative when the variant does worse, with the same p', () => {
    const better = twoProportionTest({ successes: 100, trials: 1000 }, { successes: 130, trials: 1000 });
    const worse = twoProportionTest({ successes: 130, trials: 1000 }, { successes: 100, trials: 1000 });
    expect(worse.z).toBeCloseTo(-better.z, 10);
    expect(worse.p).toBeCloseTo(better.p, 10);
  });

  it.each([
    { name: 'an empty arm', control: { successes: 0, trials: 0 }, variant: { successes: 3, trials: 10 } },
    { name: 'no successes anywhere', control: { successes: 0, trials: 80 }, variant: { successes: 0, trials: 90 } },
    {
      name: 'all successes everywhere',
      control: { successes: 60, trials: 60 },
      variant: { successes: 70, trials: 70 },
    },
  ])('cannot tell arms apart with $name: z 0, p 1', ({ control, variant }) => {
    expect(twoProportionTest(control, variant)).toEqual({ z: 0, p: 1 });
  });
});

const arm = (placed: number, replied: number, awarded = 0): ArmCounts => ({ placed, replied, awarded });
const variant = (variantId: string, counts: ArmCounts) => ({ variantId, ...counts });

describe('compareArms: seeded outcome sets', () => {
  it.each([
    {
      name: 'significant: 25% against 10% of 200 bids names the variant',
      control: arm(200, 20),
      variants: [variant('b', arm(200, 50))],
      want: { kind: 'winner', variantId: 'b' },
    },
    {
      name: 'not significant: 13% against 10% names none',
      control: arm(200, 20),
      variants: [variant('b', arm(200, 26))],
      want: { kind: 'no-winner' },
    },
    {
      name: 'under the minimum: 75% against 5% of 40 bids names none',
      control: arm(40, 2),
      variants: [variant('b', arm(40, 30))],
      want: { kind: 'too-few-bids', smallestArm: 40, minimum: MIN_ARM_SAMPLE },
    },
    {
      name: 'the control under the minimum holds back a big gap',
      control: arm(49, 2),
      variants: [variant('b', arm(500, 300))],
      want: { kind: 'too-few-bids', smallestArm: 49 },
    },
    {
      name: 'a significantly worse variant never wins',
      control: arm(200, 50),
      variants: [variant('b', arm(200, 20))],
      want: { kind: 'control-better' },
    },
    {
      name: 'a tie names none, at p 1',
      control: arm(200, 30),
      variants: [variant('b', arm(200, 30))],
      want: { kind: 'no-winner', pAdjusted: 1 },
    },
    {
      name: 'awards alone do not decide',
      control: arm(200, 30, 2),
      variants: [variant('b', arm(200, 30, 30))],
      want: { kind: 'no-winner' },
    },
    {
      name: 'no replies anywhere',
      control: arm(300, 0),
      variants: [variant('b', arm(300, 0))],
      want: { kind: 'no-winner', pAdjusted: 1 },
    },
  ])('$name', ({ control, variants, want }) => {
    expect(compareArms(control, variants).verdict).toMatchObject(want);
  });

  it('corrects for several variants: p ≈ 0.029 wins alone but not beside two others', () => {
    const control = arm(300, 30);
    const b = variant('b', arm(300, 48));
    const alone = compareArms(control, [b]);
    expect(alone.variants[0]?.replies.p).toBeCloseTo(0.0289, 3);
    expect(alone.verdict).toMatchObject({ kind: 'winner', variantId: 'b' });
    const three = compareArms(control, [b, variant('c', arm(300, 30)), variant('d', arm(300, 31))]);
    expect(three.variants[0]?.replies.pAdjusted).toBeCloseTo(3 * 0.0289, 2);
    expect(three.verdict.kind).toBe('no-winner');
  });

  it('of two significant variants the one with more replies wins', () => {
    const result = compareArms(arm(400, 40), [variant('b', arm(400, 80)), variant('c', arm(400, 110))]);
    expect(result.variants.map((v) => v.standing)).toEqual(['better', 'better']);
    expect(result.verdict).toMatchObject({ kind: 'winner', variantId: 'c' });
  });

  it('a variant still collecting keeps the others from a "no winner" verdict but not from a win', () => {
    const waiting = compareArms(arm(300, 30), [variant('b', arm(300, 33)), variant('c', arm(12, 1))]);
    expect(waiting.verdict).toEqual({ kind: 'too-few-bids', smallestArm: 12, minimum: MIN_ARM_SAMPLE });
    const won = compareArms(arm(300, 30), [variant('b', arm(300, 90)), variant('c', arm(12, 1))]);
    expect(won.verdict).toMatchObject({ kind: 'winner', variantId: 'b' });
    expect(won.variants[1]?.standing).toBe('too-few-bids');
  });

  it("answers each arm's rates, and an award test beside the reply test", () => {
    const result = compareArms(arm(100, 20, 5), [variant('b', arm(50, 15, 10))]);
    expect(result.control).toEqual({ placed: 100, replied: 20, awarded: 5, replyRate: 0.2, awardRate: 0.05 });
    expect(result.variants[0]).toMatchObject({ placed: 50, replied: 15, awarded: 10, replyRate: 0.3, awardRate: 0.2 });
    expect(result.variants[0]?.awards.z).toBeGreaterThan(0);
    expect(compareArms(arm(0, 0), []).control).toMatchObject({ replyRate: 0, awardRate: 0 });
  });
});
