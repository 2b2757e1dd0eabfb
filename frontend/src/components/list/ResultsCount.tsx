import { Trans } from '@lingui/react/macro';
import { resultRange } from './pagination';

export function ResultsCount({ page, limit, totalDocs }: { readonly page: number; readonly limit: number; readonly totalDocs: number }) {
  const { from, to, total } = resultRange(page, limit, totalDocs);
  return (
    <p className="results-count" aria-live="polite">
      <Trans>
        {from}-{to} of {total} results
      </Trans>
    </p>
  );
}
