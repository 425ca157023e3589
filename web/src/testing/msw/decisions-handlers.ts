import { http, HttpResponse } from 'msw';
import type { DecisionResponse, DecisionsResponse, ReasonCountResponse } from '@contract/decisions';
import type { ExplainResponse } from '@contract/explain-project';
import type { LastRunResponse } from '@contract/last-run';
import { apiUrl } from './handlers';

/** GET /api/bidding/last-run: no run yet and autobidding off unless told otherwise. */
export const lastRunHandler = (answer: Omit<LastRunResponse, 'success'> = { lastRun: null, nextRunAt: null }) =>
  http.get(apiUrl('/bidding/last-run'), () => HttpResponse.json<LastRunResponse>({ success: true, ...answer }));

/** GET /api/bidding/decisions over `rows`, filtered and paged the way the server does it. */
export const decisionsHandler = (
  rows: readonly DecisionResponse[],
  reasonCounts: readonly ReasonCountResponse[] = [],
) =>
  http.get(apiUrl('/bidding/decisions'), ({ request }) => {
    const url = new URL(request.url);
    const page = Number(url.searchParams.get('page') ?? '1');
    const limit = Number(url.searchParams.get('limit') ?? '20');
    const outcome = url.searchParams.get('outcome');
    const reason = url.searchParams.get('reason');
    const excludeReason = url.searchParams.get('excludeReason');
    const filtered = rows.filter(
      (row) =>
        (outcome === null || row.outcome === outcome) &&
        (reason === null || row.reasons.some((r) => r.code === reason)),
    );
    const matching = filtered.filter((row) => !row.reasons.some((r) => r.code === excludeReason));
    return HttpResponse.json<DecisionsResponse>({
      success: true,
      decisions: matching.slice((page - 1) * limit, page * limit),
      pagination: { current: page, pages: Math.ceil(matching.length / limit), total: matching.length, limit },
      reasonCounts,
      days: 14,
      excluded: filtered.length - matching.length,
    });
  });

export const explainHandler = (answer: (project: string) => ExplainResponse | null) =>
  http.get(apiUrl('/bidding/explain'), ({ request }) => {
    const project = new URL(request.url).searchParams.get('project') ?? '';
    const found = answer(project);
    if (found === null)
      return HttpResponse.json(
        {
          success: false,
          message:
            'No Freelancer project with that link or id was found. Check the link, or link your Freelancer account to look up older projects.',
          errorCode: 'PROJECT_NOT_FOUND',
        },
        { status: 404 },
      );
    return HttpResponse.json<ExplainResponse>(found);
  });
