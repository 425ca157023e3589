import { SubscriptionView } from '@/features/subscription/components/subscription-view';
import { useSession } from '@/lib/session';

/** /subscription (login required; RequireUser has the user before this renders). */
export default function SubscriptionPage() {
  const { user } = useSession();
  return user === null ? null : <SubscriptionView user={user} />;
}
