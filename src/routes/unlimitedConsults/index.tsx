import { createFileRoute } from '@tanstack/react-router';
import { CLIENT_ADMIN } from '../../app/access';
import { placeholder } from '../../app/route-options';

export const Route = createFileRoute('/unlimitedConsults/')(placeholder('Nielimitowane konsultacje', CLIENT_ADMIN));
