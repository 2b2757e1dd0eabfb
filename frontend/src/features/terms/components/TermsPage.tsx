import { useLanguage } from '../../../i18n/useLanguage';
import { termsOfService } from '../model/termsOfService';
import './terms.css';

/** /terms: the terms of service (利用規約), public, in the reader's language. */
export function TermsPage() {
  const terms = termsOfService(useLanguage());
  return (
    <article className="terms-page">
      <h1>{terms.title}</h1>
      <p>{terms.preamble}</p>
      {terms.articles.map((article) => (
        <section key={article.heading} aria-label={article.heading}>
          <h2>{article.heading}</h2>
          {article.paragraphs.length === 1 ? (
            <p>{article.paragraphs[0]}</p>
          ) : (
            <ol>
              {article.paragraphs.map((paragraph) => (
                <li key={paragraph}>{paragraph}</li>
              ))}
            </ol>
          )}
        </section>
      ))}
      <p className="terms-page__effective">{terms.effective}</p>
    </article>
  );
}
