import { useMutation } from '@tanstack/react-query';
import type { ExplainResponse } from '@contract/explain-project';
import { endpoints } from '@contract/endpoints';
import { api } from '@/lib/api-client';

export const explainProject = (project: string): Promise<ExplainResponse> =>
  api.call(endpoints.decisions.explain, { query: { project } });

/** A lookup the user asks for: a mutation, so each press asks afresh (the answer is "now"). */
export const useExplainProject = () => useMutation({ mutationFn: explainProject });
