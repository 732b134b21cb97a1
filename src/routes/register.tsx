import { createFileRoute } from '@tanstack/react-router';
import { page } from '@/app/route-options';
import { authPageDescriptions } from '@/features/auth/descriptions';
import { RegisterScreen } from '@/features/auth/RegisterScreen';

export const Route = createFileRoute('/register')({
  ...page('Rejestracja', 'public', { description: authPageDescriptions.register }),
  component: RegisterScreen,
});
