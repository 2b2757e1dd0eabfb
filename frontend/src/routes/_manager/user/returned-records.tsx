import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { defined, wholeNumber, type SearchInput } from '../../../router/searchValues';
import { ReturnedRecordsPage } from '../../../features/returned-records/components/ReturnedRecordsPage';
import { loadReturnedRecords } from '../../../features/returned-records/api/returnedRecordsApi';

/** `page`: 1 when absent or no page number. */
const returnedRecordsSearchSchema = {
  parse: (search: SearchInput): { page?: number } => defined({ page: wholeNumber(search.page, 1) }),
};

export const Route = createFileRoute('/_manager/user/returned-records')({
  validateSearch: returnedRecordsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => loadReturnedRecords(context.services, deps.page ?? 1),
  staticData: { title: msg`Returned records` },
  component: ReturnedRecordsRoute,
});

function ReturnedRecordsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ReturnedRecordsPage page={search.page ?? 1} onPageChange={(page) => void navigate({ search: { page } })} />;
}
