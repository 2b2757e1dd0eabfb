import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { PendingScreen } from '../../shell/PendingScreen';

const searchSchema = z.object({ auth: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/_public/verify-email')({
  validateSearch: searchSchema,
  staticData: { title: msg`Email verification` },
  component: PendingScreen,
});
