import { useCallback, useId, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { faqCategoryListResponseSchema, localizedFaq } from '@fleetcheck/contracts';
import { Trans } from '@lingui/react/macro';
import { useServices } from '../session/ServicesContext';
import { useLanguage } from '../i18n/useLanguage';
import { useBodyScrollLock } from '../components/overlay/useBodyScrollLock';
import { useDialogFocus } from '../components/overlay/useDialogFocus';
import { sanitizeHtml } from './sanitizeHtml';
import { operatorContact } from './operatorContact';

/** The FAQ side panel: open while the URL hash is non-empty; the language picks the question and answer text. */
export function FaqPanel() {
  const hash = useLocation({ select: (location) => location.hash });
  const open = hash !== '';
  useBodyScrollLock(open);
  return open ? <FaqPanelContent /> : null;
}

function FaqPanelContent() {
  const { api } = useServices();
  const language = useLanguage();
  const navigate = useNavigate();
  const categories = useQuery({
    queryKey: ['faq-category', 'public'],
    queryFn: () =>
      api.get('/faq-category', {
        query: { limit: 999, sort: 'position' },
        schema: faqCategoryListResponseSchema,
      }),
  });
  const close = useCallback(() => void navigate({ to: '.', hash: '', search: true }), [navigate]);
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  useDialogFocus(ref, { active: true, onEscape: close });
  return (
    <>
      <div className="panel-overlay" style={{ zIndex: 90 }} onClick={close} />
      <aside
        ref={ref}
        className="side-panel"
        style={{ zIndex: 91 }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <section className="side-panel__frame">
          <h2 id={titleId} className="side-panel__title">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <div className="side-panel__body">
            {categories.isError && (
              <p role="alert">
                <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
              </p>
            )}
            {categories.data && categories.data.docs.every((category) => category.faq.length === 0) && (
              <p className="faq-empty">
                <Trans>
                  No questions and answers have been published yet. For help, write to{' '}
                  <a href={`mailto:${operatorContact.email}`}>{operatorContact.email}</a> or call {operatorContact.phone}.
                </Trans>
              </p>
            )}
            {categories.data?.docs.map((category) => (
              <details key={category._id ?? category.id ?? category.title_en} className="faq-category">
                <summary>{language === 'ja' ? category.title_ja : category.title_en}</summary>
                {category.faq.map((article, index) => (
                  <details key={article._id ?? index} className="faq-article">
                    <summary>{localizedFaq(article, language).question}</summary>
                    <div
                      dangerouslySetInnerHTML={{
                        __html: sanitizeHtml(localizedFaq(article, language).answer),
                      }}
                    />
                  </details>
                ))}
              </details>
            ))}
          </div>
          <div className="side-panel__footer">
            <button type="button" className="button" onClick={close}>
              <Trans>Close</Trans>
            </button>
          </div>
        </section>
      </aside>
    </>
  );
}
