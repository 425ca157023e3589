import { createHash } from 'node:crypto';
import { CATEGORIES, jobsIn, type SimulatorJob } from './catalogue.js';
import { intBetween, pick, pickWeighted, sample, seededRandom } from './random.js';

export interface SimulatorUser {
  readonly id: number;
  readonly username: string;
  readonly displayName: string;
  readonly jobs: readonly SimulatorJob[];
}

const ADJECTIVES = ['swift', 'bright', 'clever', 'steady', 'bold', 'calm', 'keen', 'lucky', 'sharp', 'sunny'];
const NOUNS = ['coder', 'pixel', 'writer', 'studio', 'devs', 'works', 'labs', 'maker', 'crafts', 'solutions'];

/**
 * The simulated freelancer behind a token, derived from the token alone: every process and every
 * restart maps a token to the same user, so nothing about users needs storing.
 */
export function userForToken(token: string): SimulatorUser {
  const digest = createHash('sha256').update(token).digest();
  const random = seededRandom(digest.readUInt32BE(0));
  const username = `${pick(random, ADJECTIVES)}_${pick(random, NOUNS)}${digest.readUInt16BE(4) % 1000}`;
  const primary = pickWeighted(random, CATEGORIES);
  const secondary = pickWeighted(
    random,
    CATEGORIES.filter((category) => category.id !== primary.id),
  );
  const jobs = [
    ...sample(random, jobsIn(primary.id), intBetween(random, 4, 6)),
    ...sample(random, jobsIn(secondary.id), 2),
  ];
  return {
    id: 10_000_000 + (digest.readUInt32BE(8) % 80_000_000),
    username,
    displayName: username
      .replace(/_/g, ' ')
      .replace(/\d+$/, '')
      .replace(/\b\w/g, (letter) => letter.toUpperCase()),
    jobs,
  };
}
