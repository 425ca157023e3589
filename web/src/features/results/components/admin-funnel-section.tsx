import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '@/components/ui/load-failed';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { usePlans } from '@/lib/catalogue';
import { useAdminFunnel, windowFromSearch } from '../api/get-funnel';
import { FunnelReport } from './funnel-report';
import { PeriodPicker } from './period-picker';

const ALL_PLANS = '';

/** The admin dashboard's Results: everyone's funnel, or one plan's users', period and plan in the address. */
export function AdminFunnelSection() {
  const [params, setParams] = useSearchParams();
  const days = windowFromSearch(params.get('days'));
  const plan = params.get('plan') || null;
  const plans = usePlans();
  const funnel = useAdminFunnel(days, plan);
  const options = [
    { value: ALL_PLANS, label: 'All users' },
    ...(plans ?? []).map((option) => ({ value: option._id, label: `${option.name} plan` })),
  ];
  const choosePlan = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === ALL_PLANS) next.delete('plan');
    else next.set('plan', value);
    setParams(next, { replace: true });
  };
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SelectField
          label="Whose results"
          options={options}
          value={plan ?? ALL_PLANS}
          onChange={(event) => choosePlan(event.target.value)}
          className="w-full sm:w-64"
        />
        <PeriodPicker current={days} />
      </div>
      {funnel.isPending ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label="Loading the results" />
        </div>
      ) : funnel.isError ? (
        <LoadFailed text="The results could not be loaded." onRetry={() => void funnel.refetch()} />
      ) : (
        <FunnelReport funnel={funnel.data.funnel} reader="admin" />
      )}
    </div>
  );
}
