import {
  CreditCard,
  FileText,
  KeyRound,
  ListChecks,
  ScrollText,
  Settings,
  Tags,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, CardTitle } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { focusRing } from '@/components/ui/focus-ring';
import { paths } from '@/config/paths';

interface QuickAction {
  readonly label: string;
  readonly to: string;
  readonly icon: LucideIcon;
  /** False: no screen exists for the target yet, so the tile only records it. */
  readonly hasScreen: boolean;
}

export const QUICK_ACTIONS: readonly QuickAction[] = [
  { label: 'Manage Users', to: paths.adminUsers, icon: Users, hasScreen: true },
  { label: 'Pricing Plans', to: paths.adminPricing, icon: Tags, hasScreen: true },
  { label: 'Payments', to: paths.adminPayments, icon: CreditCard, hasScreen: true },
  { label: 'Custom Prompt', to: paths.customPrompt, icon: FileText, hasScreen: true },
  { label: 'All Bids', to: '/admin/bids', icon: ListChecks, hasScreen: false },
  { label: 'System Settings', to: '/admin/settings', icon: Settings, hasScreen: false },
  { label: 'Security', to: '/admin/security', icon: KeyRound, hasScreen: false },
  { label: 'System Logs', to: '/admin/logs', icon: ScrollText, hasScreen: false },
];

const tileClasses = cn(
  'flex min-h-20 w-full flex-col items-start gap-2 rounded-lg border border-slate-200 bg-white p-3 text-left text-sm font-medium text-slate-800 transition-colors hover:border-blue-300 hover:bg-blue-50',
  focusRing,
);

/** Tiles to the admin screens; those without a screen record their target and stay on the page. */
export function QuickActions() {
  const [recorded, setRecorded] = useState<QuickAction | null>(null);
  return (
    <Card>
      <CardTitle>Quick Actions</CardTitle>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {QUICK_ACTIONS.map((action) => {
          const Icon = action.icon;
          const content = (
            <>
              <Icon aria-hidden="true" className="h-5 w-5 text-blue-600" />
              <span>{action.label}</span>
              {action.hasScreen ? null : <span className="text-xs font-normal text-slate-600">Coming later</span>}
            </>
          );
          return (
            <li key={action.to}>
              {action.hasScreen ? (
                <Link to={action.to} className={tileClasses}>
                  {content}
                </Link>
              ) : (
                <button
                  type="button"
                  className={tileClasses}
                  data-target={action.to}
                  aria-pressed={recorded?.to === action.to}
                  onClick={() => setRecorded(action)}
                >
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p role="status" className="mt-3 min-h-5 text-sm text-slate-600">
        {recorded === null ? '' : `${recorded.label} (${recorded.to}) has no screen yet: noted for later.`}
      </p>
    </Card>
  );
}
