import { CustomPromptScreen } from '@/features/custom-prompt/components/custom-prompt-screen';

export default function CustomPromptRoute() {
  return <CustomPromptScreen />;
}
