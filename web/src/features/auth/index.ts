export { LoginForm } from './components/login-form';
export { RegisterFormScreen } from './components/register-form';
