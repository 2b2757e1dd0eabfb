import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { PendingScreen } from '../../../shell/PendingScreen';

const searchSchema = z.object({ payment: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/_manager/user/confirmation')({
  validateSearch: searchSchema,
  staticData: { title: msg`Confirmation` },
  component: PendingScreen,
});
