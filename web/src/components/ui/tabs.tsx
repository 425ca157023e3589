import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';
import { focusRing } from './focus-ring';

export interface TabItem<K extends string> {
  readonly key: K;
  readonly label: string;
}

/**
 * Tabs as the ARIA pattern has them: a tablist whose selected tab alone is in the tab order, the
 * arrow keys (and Home/End) moving between tabs, and one tabpanel labelled by its tab. The caller
 * owns the selection (kept in the address by the pages that use it).
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: { readonly label: string; readonly tabs: readonly TabItem<K>[]; readonly selected: K; readonly onSelect: (key: K) => void; readonly children: ReactNode }) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;

  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (next === null) return;
    event.preventDefault();
    const key = (tabs[next] as TabItem<K>).key;
    onSelect(key);
    refs.current.get(key)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab, index) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element === null) refs.current.delete(tab.key);
                else refs.current.set(tab.key, element);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => move(event, index)}
              className={cn('-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-medium', focusRing, active ? 'border-blue-600 text-blue-700' : 'border-transparent text-slate-600 hover:text-slate-900')}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="pt-6">
        {children}
      </div>
    </div>
  );
}
