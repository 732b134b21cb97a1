import { createFileRoute } from '@tanstack/react-router';
import { placeholder } from '../app/route-options';

export const Route = createFileRoute('/yourProfile')(placeholder('Twój profil', 'signedIn'));
