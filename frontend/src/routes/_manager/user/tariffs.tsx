import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { PendingScreen } from '../../../shell/PendingScreen';

const searchSchema = z.object({
  cars: z.coerce.number().int().min(0).max(9999).default(0).catch(0),
  devices: z.coerce.number().int().min(0).max(9999).default(0).catch(0),
});

export const Route = createFileRoute('/_manager/user/tariffs')({
  validateSearch: searchSchema,
  staticData: { title: msg`Plan` },
  component: PendingScreen,
});
