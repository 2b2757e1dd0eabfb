import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { AccessLogPage } from '../../../../features/audit/AccessLogPage';

const day = z.iso.date().optional().catch(undefined);

export const Route = createFileRoute('/_audit/admin/audit/access-log')({
  validateSearch: z.object({ company: z.string().min(1).max(64).optional().catch(undefined), from: day, to: day }),
  staticData: { title: msg`Access log` },
  component: AccessLogRoute,
});

function AccessLogRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AccessLogPage filter={filter} onFilterChange={(next) => void navigate({ search: next })} />;
}
