import { useLingui } from '@lingui/react/macro';
import { pageItems } from './pagination';

interface PaginationProps {
  readonly page: number;
  readonly totalPages: number;
  readonly onChange: (page: number) => void;
}

export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t`Pagination`}>
      <button
        type="button"
        className="pagination__step"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t`Previous page`}
      >
        ‹
      </button>
      {pageItems(page, totalPages).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className={`pagination__page${item.current ? ' is-current' : ''}${item.middle ? ' pagination__page--middle' : ''}`}
            aria-current={item.current ? 'page' : undefined}
            onClick={() => onChange(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination__step"
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        aria-label={t`Next page`}
      >
        ›
      </button>
    </nav>
  );
}
