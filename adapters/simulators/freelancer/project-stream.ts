import { generateProject, type SimulatorProject } from './project-generator.js';
import { intBetween, seededRandom } from './random.js';

/** The stream's pace: one new project a minute, at a second of that minute its seed picks. */
export const STREAM_SLOT_MS = 60_000;

/**
 * Ids grow with time (a project's id is 30,000,000 + its posting second since 2026), so they
 * never repeat, and a project's id says when it was posted.
 */
const ID_EPOCH = Date.UTC(2026, 0, 1);
export const projectIdAt = (at: number): number => 30_000_000 + Math.floor((at - ID_EPOCH) / 1000);

/**
 * The projects posted in `(afterMs, untilMs]`. Each minute's project is derived from the seed and
 * the minute alone, so every process and every restart derives the very same projects: whoever
 * writes them first wins and the others' writes are ignored, with no coordination between them.
 */
export function streamProjects(seed: number, afterMs: number, untilMs: number): SimulatorProject[] {
  const projects: SimulatorProject[] = [];
  for (let slot = Math.floor(afterMs / STREAM_SLOT_MS); slot <= Math.floor(untilMs / STREAM_SLOT_MS); slot += 1) {
    const random = seededRandom(seed ^ Math.imul(slot, 0x9e3779b1));
    const at = slot * STREAM_SLOT_MS + intBetween(random, 0, 59) * 1000;
    if (at > afterMs && at <= untilMs) projects.push(generateProject(random, { id: projectIdAt(at), at }));
  }
  return projects;
}
