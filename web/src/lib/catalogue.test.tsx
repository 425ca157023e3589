import { useQueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PlansResponse } from '@contract/pricing';
import { apiUrl, errorResponse } from '../testing/msw/handlers';
import { server } from '../testing/msw/server';
import { testPlan } from '../testing/pricing-data';
import { renderWithProviders } from '../testing/render-app';
import { reloadPlans, usePlans } from './catalogue';

let reload: (() => Promise<void>) | undefined;

function PlanNames({ testId }: { readonly testId: string }) {
  const plans = usePlans();
  const queryClient = useQueryClient();
  reload = () => reloadPlans(queryClient);
  return (
    <p data-testid={testId}>
      {plans === undefined ? 'loading' : plans.length === 0 ? 'none' : plans.map((plan) => plan.name).join(', ')}
    </p>
  );
}

const countedPlans = (names: string[]) => {
  const calls = { count: 0 };
  server.use(
    http.get(apiUrl('/pricing/plans'), () => {
      calls.count += 1;
      return HttpResponse.json<PlansResponse>({
        success: true,
        plans: names.map((name) => testPlan({ _id: name, slug: name.toLowerCase(), name })),
      });
    }),
  );
  return calls;
};

describe('the plans on sale', () => {
  it('are read once for every screen part that shows them, and read again after an admin changes them', async () => {
    const calls = countedPlans(['Starter', 'Professional']);
    renderWithProviders(
      <>
        <PlanNames testId="grid" />
        <PlanNames testId="selector" />
      </>,
    );
    expect(screen.getByTestId('grid').textContent).toBe('loading');
    await waitFor(() => expect(screen.getByTestId('selector').textContent).toBe('Starter, Professional'));
    expect(screen.getByTestId('grid').textContent).toBe('Starter, Professional');
    expect(calls.count).toBe(1);
    await act(() => reload?.());
    expect(calls.count).toBe(2);
  });

  it('are an empty list when they cannot be read', async () => {
    server.use(http.get(apiUrl('/pricing/plans'), () => errorResponse(500, 'Internal error', 'INTERNAL')));
    renderWithProviders(<PlanNames testId="grid" />);
    await waitFor(() => expect(screen.getByTestId('grid').textContent).toBe('none'));
  });
});
