import { RegisterFormScreen } from '@/features/auth';

export default function RegisterPage() {
  return <RegisterFormScreen />;
}
