import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@/app/access';
import { page } from '@/app/route-options';
import { BonusRulesScreen } from '@/features/bonus-rules/BonusRulesScreen';

// nothing to load ahead: each document is fetched when the user opens or downloads it
export const Route = createFileRoute('/tabela-premii')({
  ...page('Tabela premii', STAFF),
  component: BonusRulesScreen,
});
