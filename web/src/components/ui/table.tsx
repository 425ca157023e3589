import type { ReactNode, TdHTMLAttributes } from 'react';
import { cn } from './cn';

export interface TableColumn {
  readonly label: string;
  /** Named for screen readers only: a column of buttons or links. */
  readonly srOnly?: boolean;
  readonly className?: string;
}

const HEADER_CELL = 'px-4 py-3 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';

/** A body cell's look without its vertical alignment, for a row header (`<th scope="row">`). */
export const TABLE_CELL = 'px-4 py-3 text-sm text-slate-800';

interface TableProps {
  /** Read by screen readers only. */
  readonly caption: string;
  readonly columns: readonly (string | TableColumn)[];
  /** Where the table shows, e.g. 'hidden lg:block' where cards stand in on smaller screens. */
  readonly className?: string;
  /** The rows. */
  readonly children: ReactNode;
}

/** A data table in a white frame: a hidden caption, uppercase column headers and ruled rows. */
export function Table({ caption, columns, className, children }: TableProps) {
  return (
    <div className={cn('overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm', className)}>
      <table className="w-full table-auto">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => {
              const {
                label,
                srOnly = false,
                className: extra,
              } = typeof column === 'string' ? { label: column } : column;
              return (
                <th key={label} scope="col" className={cn(HEADER_CELL, extra)}>
                  {srOnly ? <span className="sr-only">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A body cell, aligned to the top of its row unless `middle` (rows of form controls). */
export function Td({
  className,
  middle = false,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & { readonly middle?: boolean }) {
  return <td className={cn(TABLE_CELL, middle ? 'align-middle' : 'align-top', className)} {...props} />;
}
