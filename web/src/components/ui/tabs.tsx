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
/**
 * The ARIA tabs pattern's keyboard, for any row of tabs: the arrow keys (wrapping), Home and End
 * select a tab and move the focus to it. `ref(key)` registers each tab's button.
 */
export function useTabKeys<K extends string>(keys: readonly K[], onSelect: (key: K) => void) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const ref = (key: K) => (element: HTMLButtonElement | null) => {
    if (element === null) refs.current.delete(key);
    else refs.current.set(key, element);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = keys.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const key = keys[next] as K;
    onSelect(key);
    refs.current.get(key)?.focus();
  };
  return { ref, onKeyDown };
}

export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: {
  readonly label: string;
  readonly tabs: readonly TabItem<K>[];
  readonly selected: K;
  readonly onSelect: (key: K) => void;
  readonly children: ReactNode;
}) {
  const base = useId();
  const keys = useTabKeys(
    tabs.map((tab) => tab.key),
    onSelect,
  );
  const tabId = (key: K) => `${base}-tab-${key}`;
  const panelId = `${base}-panel`;

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab, index) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={keys.ref(tab.key)}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
              onKeyDown={(event) => keys.onKeyDown(event, index)}
              className={cn(
                '-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-medium',
                focusRing,
                active ? 'border-blue-600 text-blue-700' : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
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
