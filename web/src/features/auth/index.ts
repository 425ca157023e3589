export { LoginForm } from './components/login-form';
export { RegisterFormScreen } from './components/register-form';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ResetPasswordForm } from './components/reset-password-form';
