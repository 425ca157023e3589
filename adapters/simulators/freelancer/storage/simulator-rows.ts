import type { AwardStatus } from '../../../../core/ports/marketplace.port.js';
import { NO_UPGRADES, type SimulatorProject } from '../project-generator.js';

/** Postgres answers bigint columns as text; SQLite as numbers. */
type Int = number | string;
const toNumber = (value: Int): number => Number(value);
const toNumberOrNull = (value: Int | null): number | null => (value === null ? null : Number(value));

export interface ProjectRow {
  readonly id: Int;
  readonly submitted_at_ms: Int;
  readonly closes_at_ms: Int | null;
  readonly type: string;
  readonly body: string;
}

export const toProjectRow = (project: SimulatorProject): ProjectRow => ({
  id: project.id,
  submitted_at_ms: project.submittedAt,
  closes_at_ms: project.closesAt,
  type: project.type,
  body: JSON.stringify(project),
});

export function fromProjectRow(row: ProjectRow): SimulatorProject {
  const stored = JSON.parse(row.body) as SimulatorProject;
  // Rows written before every upgrade flag was kept carry only some of them.
  return { ...stored, upgrades: { ...NO_UPGRADES, ...stored.upgrades }, closesAt: toNumberOrNull(row.closes_at_ms) };
}

export interface BidRow {
  readonly id: Int;
  readonly project_id: Int;
  readonly project_owner_id: Int;
  readonly bidder_id: Int;
  readonly amount: number;
  readonly period: number;
  readonly milestone_percentage: number;
  readonly description: string;
  readonly submitted_at_ms: Int;
  readonly award_status: string;
  readonly decision_status: string | null;
  readonly decision_at_ms: Int | null;
  readonly awarded_at_ms: Int | null;
  readonly client_writes_at_ms?: Int | null;
}

/**
 * A message thread on a project between its owner and a bidder, as the messages API lists it. The
 * simulator keeps one per bid the owner wrote about, so the thread's id is the bid's.
 */
export interface SimulatorThread {
  readonly id: number;
  readonly projectId: number;
  readonly ownerId: number;
  readonly bidderId: number;
  /** Epoch ms: when the owner wrote the first message. */
  readonly createdAt: number;
}

export const threadOfBidRow = (row: BidRow): SimulatorThread => ({
  id: toNumber(row.id),
  projectId: toNumber(row.project_id),
  ownerId: toNumber(row.project_owner_id),
  bidderId: toNumber(row.bidder_id),
  createdAt: Number(row.client_writes_at_ms),
});

export interface SimulatorBid {
  readonly id: number;
  readonly projectId: number;
  readonly projectOwnerId: number;
  readonly bidderId: number;
  readonly amount: number;
  readonly period: number;
  readonly milestonePercentage: number;
  readonly description: string;
  /** Epoch ms. */
  readonly submittedAt: number;
  readonly awardStatus: AwardStatus;
  readonly awardedAt: number | null;
}

/** The bid as Freelancer shows it at `now`: a scheduled decision counts once its time has come. */
export function fromBidRow(row: BidRow, now: number): SimulatorBid {
  const decisionAt = toNumberOrNull(row.decision_at_ms);
  const decided = row.decision_status !== null && decisionAt !== null && decisionAt <= now;
  const awardStatus = (decided ? row.decision_status : row.award_status) as AwardStatus;
  return {
    id: toNumber(row.id),
    projectId: toNumber(row.project_id),
    projectOwnerId: toNumber(row.project_owner_id),
    bidderId: toNumber(row.bidder_id),
    amount: Number(row.amount),
    period: Number(row.period),
    milestonePercentage: Number(row.milestone_percentage),
    description: row.description,
    submittedAt: toNumber(row.submitted_at_ms),
    awardStatus,
    awardedAt: decided ? (awardStatus === 'awarded' ? decisionAt : null) : toNumberOrNull(row.awarded_at_ms),
  };
}
