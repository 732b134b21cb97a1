import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { page } from '@/app/route-options';
import { YourAccountManagerScreen } from '@/features/profile/YourAccountManagerScreen';

export const Route = createFileRoute('/yourAccountManager')({
  ...page('Twój opiekun', CLIENT),
  component: YourAccountManagerScreen,
});
