import { describe, expect, it } from 'vitest';
import { projectIdAt, STREAM_SLOT_MS, streamProjects } from './project-stream.js';

const NOON = Date.UTC(2026, 2, 1, 12);

describe('streamProjects', () => {
  it('posts one project a minute, inside the window only, with ids that grow with time', () => {
    const projects = streamProjects(7, NOON, NOON + 60 * STREAM_SLOT_MS);

    expect(projects).toHaveLength(60);
    for (const project of projects) {
      expect(project.submittedAt).toBeGreaterThan(NOON);
      expect(project.submittedAt).toBeLessThanOrEqual(NOON + 60 * STREAM_SLOT_MS);
      expect(project.id).toBe(projectIdAt(project.submittedAt));
    }
    expect(projects.map((project) => project.id)).toEqual(
      [...projects.map((project) => project.id)].sort((a, b) => a - b),
    );
  });

  it('derives the same projects for the same minutes however the window is cut, and others from another seed', () => {
    const whole = streamProjects(7, NOON, NOON + 30 * STREAM_SLOT_MS);
    const cut = NOON + 12 * STREAM_SLOT_MS + 30_000;

    expect([...streamProjects(7, NOON, cut), ...streamProjects(7, cut, NOON + 30 * STREAM_SLOT_MS)]).toEqual(whole);
    expect(streamProjects(8, NOON, NOON + 30 * STREAM_SLOT_MS).map((project) => project.title)).not.toEqual(
      whole.map((project) => project.title),
    );
  });
});
