/**
 * Where a standalone `bidpilot simulators` process serves each simulator: the Freelancer API below
 * `/freelancer/api` (its project pages below `/freelancer/projects`), PayFast's process, validate
 * and REST paths below `/payfast`. Servers given SIMULATORS_URL address them there.
 */
export const STANDALONE_FREELANCER_PREFIX = '/freelancer';
export const STANDALONE_PAYFAST_PREFIX = '/payfast';
