import { PromptExperimentsScreen } from '@/features/prompt-experiments/components/prompt-experiments-screen';

export default function PromptExperimentsRoute() {
  return <PromptExperimentsScreen />;
}
