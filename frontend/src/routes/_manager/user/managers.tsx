import { createFileRoute } from '@tanstack/react-router';
import { msg } from '@lingui/core/macro';
import { listSearchMiddlewares, listSearchSchema } from '../../../components/list/listSearch';
import { PendingScreen } from '../../../shell/PendingScreen';

export const Route = createFileRoute('/_manager/user/managers')({
  validateSearch: listSearchSchema,
  search: { middlewares: listSearchMiddlewares },
  staticData: { title: msg`Managers` },
  component: PendingScreen,
});
