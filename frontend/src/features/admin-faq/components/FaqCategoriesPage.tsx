import '../../admin-shared/components/admin.css';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FaqCategory } from '@fleetcheck/contracts';
import { ensureLoaded } from '../../../api/ensureLoaded';
import type { AppServices } from '../../../session/services';
import { ListPage } from '../../../components/list/ListPage';
import type { Column } from '../../../components/list/DataTable';
import { RowActions } from '../../../components/list/RowActions';
import type { ListSearch } from '../../../components/list/listSearch';
import { usePanels } from '../../../components/overlay/PanelStack';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { useServices } from '../../../session/ServicesContext';
import { ApiError } from '../../../api/apiError';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { categoryIdOf, faqCategoryListQuery, faqCategoryPageSize, useFaqCommands } from '../api/faqApi';
import { FaqCategoryFormPanel } from './FaqCategoryFormPanel';
import { nextPosition } from '../model/position';

/** The route's loader: the list in the cache before the page shows (intent preloading fetches it on hover). */
export const loadFaqCategories = (services: Pick<AppServices, 'api' | 'queryClient'>, search: ListSearch) =>
  ensureLoaded(() => services.queryClient.ensureQueryData(faqCategoryListQuery(services.api, search)));

interface FaqCategoriesPageProps {
  readonly search: ListSearch;
  readonly onSearchChange: (next: ListSearch) => void;
}

/** /admin/faq-categories: the help panel's categories in both languages, ordered by position. */
export function FaqCategoriesPage({ search, onSearchChange }: FaqCategoriesPageProps) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const panels = usePanels();
  const dialogs = useDialogs();
  const commands = useFaqCommands();
  const list = useQuery(faqCategoryListQuery(api, search));

  const columns: Column<FaqCategory>[] = [
    { key: 'position', header: t`Position`, cell: (category) => category.position, sortField: 'position' },
    { key: 'title_en', header: t`Title (English)`, cell: (category) => category.title_en, sortField: 'title_en' },
    { key: 'title_ja', header: t`Title (Japanese)`, cell: (category) => category.title_ja, sortField: 'title_ja' },
    { key: 'articles', header: t`Articles`, cell: (category) => category.faq.length },
  ];

  const remove = async (category: FaqCategory) => {
    const title = category.title_en;
    const confirmed = await dialogs.confirm({
      title: t`Delete category`,
      message: t`Delete ${title}? This cannot be undone.`,
      confirmLabel: t`Delete`,
    });
    if (!confirmed) return;
    try {
      await commands.removeCategory.mutateAsync({ id: categoryIdOf(category), version: category.version });
    } catch (error) {
      console.warn('Deleting the FAQ category failed', error);
      const key = error instanceof ApiError ? error.key : undefined;
      void dialogs.showResult({ kind: 'error', message: key ? i18n._(errorDescriptor(key)) : undefined });
    }
  };

  return (
    <ListPage
      search={search}
      onSearchChange={onSearchChange}
      limit={faqCategoryPageSize}
      list={list}
      columns={columns}
      rowKey={categoryIdOf}
      addLabel={<Trans>Add Category</Trans>}
      onAdd={() =>
        panels.open('admin-add-faq-category', <FaqCategoryFormPanel mode="add" nextPosition={nextPosition(list.data?.docs ?? [])} />)
      }
      emptyText={<Trans>No FAQ categories have been added yet.</Trans>}
      rowActions={(category) => (
        <RowActions
          label={category.title_en}
          onEdit={() =>
            panels.open(
              'admin-edit-faq-category',
              <FaqCategoryFormPanel
                mode="edit"
                id={categoryIdOf(category)}
                version={category.version}
                initial={{
                  title_en: category.title_en,
                  title_ja: category.title_ja,
                  position: String(category.position),
                }}
              />,
            )
          }
          onDelete={() => void remove(category)}
        />
      )}
    />
  );
}
