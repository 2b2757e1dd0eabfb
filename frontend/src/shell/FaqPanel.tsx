import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useServices } from '../session/ServicesContext';
import { useLanguage } from '../i18n/useLanguage';
import { useBodyScrollLock } from '../components/overlay/useBodyScrollLock';
import { sanitizeHtml } from './sanitizeHtml';

// Local schema until contracts exports the FAQ read model.
const faqCategoriesSchema = z.object({
  docs: z.array(
    z.object({
      _id: z.string().optional(),
      id: z.string().optional(),
      title_en: z.string(),
      title_ja: z.string(),
      faq: z
        .array(
          z.object({
            _id: z.string().optional(),
            question_en: z.string(),
            question_ja: z.string(),
            answer_en: z.string(),
            answer_ja: z.string(),
          }),
        )
        .default([]),
    }),
  ),
});

/** The FAQ side panel: open while the URL hash is non-empty; the language picks the question and answer text. */
export function FaqPanel() {
  const hash = useLocation({ select: (location) => location.hash });
  const open = hash !== '';
  useBodyScrollLock(open);
  return open ? <FaqPanelContent /> : null;
}

function FaqPanelContent() {
  const { t } = useLingui();
  const { api } = useServices();
  const language = useLanguage();
  const navigate = useNavigate();
  const categories = useQuery({
    queryKey: ['faq-category', 'public'],
    queryFn: () =>
      api.get('/faq-category', { query: { limit: 999, sort: 'position' }, schema: faqCategoriesSchema }),
  });
  const close = () => void navigate({ to: '.', hash: '', search: true });
  return (
    <>
      <div className="panel-overlay" style={{ zIndex: 90 }} onClick={close} />
      <aside
        className="side-panel"
        style={{ zIndex: 91 }}
        role="dialog"
        aria-modal="true"
        aria-label={t`Help`}
      >
        <section className="side-panel__frame">
          <h2 className="side-panel__title">
            <Trans>Frequently asked questions</Trans>
          </h2>
          <div className="side-panel__body">
            {categories.isError && (
              <p role="alert">
                <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
              </p>
            )}
            {categories.data?.docs.map((category) => (
              <details key={category._id ?? category.id ?? category.title_en} className="faq-category">
                <summary>{language === 'ja' ? category.title_ja : category.title_en}</summary>
                {category.faq.map((article, index) => (
                  <details key={article._id ?? index} className="faq-article">
                    <summary>{language === 'ja' ? article.question_ja : article.question_en}</summary>
                    <div
                      dangerouslySetInnerHTML={{
                        __html: sanitizeHtml(language === 'ja' ? article.answer_ja : article.answer_en),
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
