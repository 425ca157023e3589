import { FileText } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '../ui/cn';
import { focusRing } from '../ui/focus-ring';
import { bidDetailPath } from '@/config/paths';

/** "Details" of one bid in a list, named for screen readers by its project. */
export function BidDetailLink({
  bidId,
  userId,
  title,
}: {
  readonly bidId: string;
  readonly userId?: string;
  readonly title: string;
}) {
  return (
    <Link
      to={bidDetailPath(bidId, userId)}
      className={cn(
        'inline-flex items-center gap-1 rounded text-sm font-medium text-blue-700 hover:underline',
        focusRing,
      )}
    >
      <FileText aria-hidden="true" className="h-4 w-4" />
      Details
      <span className="sr-only"> of the bid on {title}</span>
    </Link>
  );
}
