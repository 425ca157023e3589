import { ResultsView } from '@/features/results/components/results-view';

/** /results (login required); recharts stays in this route's chunk. */
export default function ResultsPage() {
  return <ResultsView />;
}
