import { Filter, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SearchBox } from '@/components/ui/search-box';
import { SelectField } from '@/components/ui/select-field';
import type { PaymentFilters as Filters } from '../api/get-payments';
import { useDebouncedSearch } from '../hooks/use-payment-filters';
import { PAYMENT_METHOD_OPTIONS, PAYMENT_STATUS_OPTIONS } from './payment-display';

const STATUS_CHOICES = [{ value: '', label: 'All statuses' }, ...PAYMENT_STATUS_OPTIONS];
const METHOD_CHOICES = [{ value: '', label: 'All methods' }, ...PAYMENT_METHOD_OPTIONS];

/** The search box (payment reference or the user's name or email) and the Filters panel (status, method). */
export function PaymentFilters({
  filters,
  onChange,
}: {
  readonly filters: Filters;
  readonly onChange: (changes: Partial<Filters>) => void;
}) {
  const id = useId();
  const active = [filters.status, filters.paymentMethod].filter((value) => value !== '').length;
  const [open, setOpen] = useState(active > 0);
  const [text, setText] = useDebouncedSearch(filters.search, (search) => onChange({ search }));
  const clear = () => {
    setText('');
    onChange({ search: '', status: '', paymentMethod: '' });
  };

  return (
    <section aria-label="Search and filters" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          label="Search payments"
          placeholder="Payment ID, name or email"
          value={text}
          onChange={setText}
          className="min-w-0 flex-1"
        />
        <div className="flex gap-2">
          <Button
            variant="secondary"
            aria-expanded={open}
            aria-controls={`${id}-panel`}
            onClick={() => setOpen(!open)}
            className="flex-1 sm:flex-none"
          >
            <Filter aria-hidden="true" className="h-4 w-4" />
            Filters{active > 0 ? ` (${active})` : ''}
          </Button>
          {active > 0 || filters.search !== '' ? (
            <Button variant="ghost" onClick={clear} className="flex-1 sm:flex-none">
              <X aria-hidden="true" className="h-4 w-4" />
              Clear
            </Button>
          ) : null}
        </div>
      </div>
      <div id={`${id}-panel`} hidden={!open} className="mt-4 grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-2">
        <SelectField
          label="Status"
          options={STATUS_CHOICES}
          value={filters.status}
          onChange={(event) => onChange({ status: event.target.value })}
        />
        <SelectField
          label="Payment Method"
          options={METHOD_CHOICES}
          value={filters.paymentMethod}
          onChange={(event) => onChange({ paymentMethod: event.target.value })}
        />
      </div>
    </section>
  );
}
