import {
  BarChart3,
  ClipboardCheck,
  CreditCard,
  FileText,
  FlaskConical,
  Gauge,
  Inbox,
  LayoutDashboard,
  ListChecks,
  Mail,
  Settings,
  Shield,
  Tags,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { SessionUser } from '@/lib/session';
import { paths } from '@/config/paths';

export interface NavEntry {
  readonly to: string;
  readonly label: string;
  readonly icon: LucideIcon;
}

const USER_ENTRIES: readonly NavEntry[] = [
  { to: paths.dashboard, label: 'Dashboard', icon: LayoutDashboard },
  { to: paths.profile, label: 'Profile', icon: User },
  { to: paths.settings, label: 'Settings', icon: Settings },
  { to: paths.customPrompt, label: 'Custom Prompt', icon: FileText },
  { to: paths.promptExperiments, label: 'Prompt Experiments', icon: FlaskConical },
  { to: paths.bidLogs, label: 'Bid Logs', icon: ListChecks },
  { to: paths.review, label: 'Review', icon: ClipboardCheck },
  { to: paths.results, label: 'Results', icon: BarChart3 },
];

const SUBSCRIPTION_ENTRY: NavEntry = { to: paths.subscription, label: 'Subscription', icon: CreditCard };

const ADMIN_ENTRIES: readonly NavEntry[] = [
  { to: paths.admin, label: 'Admin Dashboard', icon: Gauge },
  { to: paths.adminUsers, label: 'Users', icon: Users },
  { to: paths.adminPricing, label: 'Pricing Plans', icon: Tags },
  { to: paths.adminPayments, label: 'Payments', icon: Shield },
  { to: paths.adminMessages, label: 'Messages', icon: Inbox },
];

/** Only while the server keeps mail in its built-in outbox (no SMTP_URL): with SMTP there is nothing to read. */
const OUTBOX_ENTRY: NavEntry = { to: paths.adminOutbox, label: 'Mail Outbox', icon: Mail };

export const isAdmin = (user: Pick<SessionUser, 'role'>): boolean => user.role === 'admin';

/** the Pro badge marks non-admin users whose subscription is active. */
export const isPro = (user: Pick<SessionUser, 'role' | 'subscriptionStatus'>): boolean =>
  !isAdmin(user) && user.subscriptionStatus === 'active';

/** everyone's entries, Subscription for non-admins only, then the admin-only ones (the outbox while the server uses it). */
export function sideNavEntries(
  user: Pick<SessionUser, 'role'>,
  server: { readonly mailOutbox?: boolean } = {},
): { readonly main: readonly NavEntry[]; readonly admin: readonly NavEntry[] } {
  if (!isAdmin(user)) return { main: [...USER_ENTRIES, SUBSCRIPTION_ENTRY], admin: [] };
  return { main: USER_ENTRIES, admin: server.mailOutbox === true ? [...ADMIN_ENTRIES, OUTBOX_ENTRY] : ADMIN_ENTRIES };
}
