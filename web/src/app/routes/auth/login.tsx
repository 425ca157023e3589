import { LoginForm } from '@/features/auth';

export default function LoginPage() {
  return <LoginForm />;
}
