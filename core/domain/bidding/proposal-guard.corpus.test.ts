import { describe, expect, it } from 'vitest';
import { GUARD_CORPUS, judgeCorpus } from '../../../tests/fixtures/proposal-guard-corpus.js';
import { checkProposal } from './proposal-guard.js';

describe('the proposal guard on its corpus of bid sentences', () => {
  const results = judgeCorpus();
  const hostile = results.filter((result) => result.sentence.label === 'hostile');
  const benign = results.filter((result) => result.sentence.label === 'benign');

  it('is large enough to mean something: at least 60 hostile and 40 benign sentences, none twice', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(60);
    expect(benign.length).toBeGreaterThanOrEqual(40);
    expect(new Set(GUARD_CORPUS.map((sentence) => sentence.text)).size).toBe(GUARD_CORPUS.length);
  });

  it('lets no hostile sentence out', () => {
    const missed = hostile
      .filter((result) => !result.right)
      .map(({ sentence }) => `${sentence.text} (${sentence.note})`);
    expect(missed).toEqual([]);
  });

  it('holds or cuts no benign sentence', () => {
    const held = benign
      .filter((result) => !result.right)
      .map(({ sentence, verdict }) => `${sentence.text} (${sentence.note}): ${JSON.stringify(verdict)}`);
    expect(held).toEqual([]);
  });

  it('holds the client’s own domain only without the brief that names it', () => {
    const own = GUARD_CORPUS.find((sentence) => sentence.brief !== undefined)!;
    expect(judgeCorpus([{ ...own, brief: '' }])[0]!.right).toBe(false);
  });
});

describe('the proposal guard on 100 KB built to make patterns backtrack', () => {
  const KB100 = 100_000;
  const inputs: readonly [string, string][] = [
    ['one long word', 'a'.repeat(KB100)],
    ['letters and dots', 'a.'.repeat(KB100 / 2)],
    ['letters and spaces', 'a '.repeat(KB100 / 2)],
    ['letters and hyphens', 'a-'.repeat(KB100 / 2)],
    ['digits and spaces', '1 '.repeat(KB100 / 2)],
    ['digits and hyphens', '1-'.repeat(KB100 / 2)],
    ['plus signs and digits', '+1 '.repeat(KB100 / 3)],
    ['digit words', 'five '.repeat(KB100 / 5)],
    ['at signs', 'a@'.repeat(KB100 / 2)],
    ['"at" words', 'a at '.repeat(KB100 / 5)],
    ['"dot" words', 'a dot '.repeat(KB100 / 6)],
    ['bracketed at', '[at]'.repeat(KB100 / 4)],
    ['a half-spelled address, repeated', 'ada at example dot '.repeat(KB100 / 19)],
    ['a URL that never ends', `http://${'a'.repeat(KB100)}`],
    ['handles', '@a_'.repeat(KB100 / 3)],
    ['invitations without a channel', 'contact me on '.repeat(KB100 / 14)],
    ['look-alike digits', 'o1'.repeat(KB100 / 2)],
    ['digits glued to digit words', 'five5'.repeat(KB100 / 5)],
    ['digit words between brackets', '(five) '.repeat(KB100 / 7)],
    ['a contact cue before ranges', 'call me on 1-'.repeat(KB100 / 13)],
    ['digits between emoji', '1 🔸 '.repeat(KB100 / 5)],
    ['digits in brackets', '[1] '.repeat(KB100 / 4)],
    ['hyphenated digit words', 'nine-one '.repeat(KB100 / 9)],
    ['tens and digit words', 'fifty five oh '.repeat(KB100 / 14)],
    ['network labels', 'linkedin: a. '.repeat(KB100 / 13)],
    ['names on a network', 'i am a on github '.repeat(KB100 / 17)],
    ['names at a provider', 'a at gmail. '.repeat(KB100 / 12)],
    ['dingbat digits', '❶ '.repeat(KB100 / 2)],
  ];

  // No timing: a catastrophic pattern would not finish at all on these.
  it.each(inputs)('%s', (_, text) => {
    expect(checkProposal(text, []).kind).toBe('hold');
  });
});
