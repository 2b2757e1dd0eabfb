import { createFileRoute } from '@tanstack/react-router';
import { PublicLayout } from '../shell/PublicLayout';

export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});
