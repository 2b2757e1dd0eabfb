import '../../admin-shared/components/admin.css';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { localizedFaq, type FaqArticle } from '@fleetcheck/contracts';
import { ListPage } from '../../../components/list/ListPage';
import type { Column } from '../../../components/list/DataTable';
import { RowActions } from '../../../components/list/RowActions';
import type { ListSearch } from '../../../components/list/listSearch';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { useServices } from '../../../session/ServicesContext';
import { useLanguage } from '../../../i18n/useLanguage';
import { categoryIdOf, faqArticleListQuery, faqArticlePageSize, faqCategoryOptionsQuery, useFaqCommands } from '../api/faqApi';

interface FaqArticleListPageProps {
  readonly search: ListSearch;
  readonly onSearchChange: (next: ListSearch) => void;
}

/** /admin/faq-article-list: every article with its category, ordered by position; edits open the creator. */
export function FaqArticleListPage({ search, onSearchChange }: FaqArticleListPageProps) {
  const { t } = useLingui();
  const { api } = useServices();
  const language = useLanguage();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const commands = useFaqCommands();
  const list = useQuery(faqArticleListQuery(api, search));
  const categories = useQuery(faqCategoryOptionsQuery(api));
  const categoryTitle = (id: string) => {
    const category = categories.data?.docs.find((candidate) => categoryIdOf(candidate) === id);
    return category ? (language === 'ja' ? category.title_ja : category.title_en) : '–';
  };

  const columns: Column<FaqArticle>[] = [
    { key: 'position', header: t`Position`, cell: (article) => article.position, sortField: 'position' },
    {
      key: 'question',
      header: t`Question`,
      cell: (article) => localizedFaq(article, language).question,
      sortField: language === 'ja' ? 'question_ja' : 'question_en',
    },
    { key: 'category', header: t`Category`, cell: (article) => categoryTitle(article.category) },
  ];

  const remove = async (article: FaqArticle) => {
    const question = localizedFaq(article, language).question;
    const confirmed = await dialogs.confirm({
      title: t`Delete article`,
      message: t`Delete ${question}? This cannot be undone.`,
      confirmLabel: t`Delete`,
    });
    if (!confirmed) return;
    try {
      await commands.removeArticle.mutateAsync({ id: article._id, version: article.version });
    } catch (error) {
      console.warn('Deleting the FAQ article failed', error);
      void dialogs.showResult({ kind: 'error' });
    }
  };

  return (
    <ListPage
      search={search}
      onSearchChange={onSearchChange}
      limit={faqArticlePageSize}
      list={list}
      columns={columns}
      rowKey={(article) => article._id}
      addLabel={<Trans>Add Article</Trans>}
      onAdd={() => void navigate({ to: '/admin/faq-article-creator' })}
      emptyText={<Trans>No FAQ articles have been written yet.</Trans>}
      rowActions={(article) => (
        <RowActions
          label={localizedFaq(article, language).question}
          onEdit={() => void navigate({ to: '/admin/faq-article-creator/$id', params: { id: article._id } })}
          onDelete={() => void remove(article)}
        />
      )}
    />
  );
}
