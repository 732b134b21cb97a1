import { createFileRoute } from '@tanstack/react-router';
import { strictSearch } from '@/lib/strict-search';
import { page } from '@/app/route-options';
import LoginScreen from '@/features/auth/LoginScreen';
import { publicPageDescriptions } from '@/features/public-pages/descriptions';
import { demoSignInRoles } from '@/copy/roles';
import type { UserRole } from '@portal/sdk/model';

const isRole = (value: unknown): value is UserRole => demoSignInRoles.includes(value as UserRole);

export const Route = createFileRoute('/login')({
  ...page('Logowanie', 'public', { description: publicPageDescriptions.login }),
  // the demo signs in directly as `?demoRole=<Role>` (scripted reviews and browser tests)
  validateSearch: strictSearch((raw): { demoRole?: UserRole } =>
    isRole(raw.demoRole) ? { demoRole: raw.demoRole } : {},
  ),
  component: function Login() {
    return <LoginScreen demoRole={Route.useSearch().demoRole} />;
  },
});
