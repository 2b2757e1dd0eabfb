import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListPage } from '../../components/list/ListPage';
import type { Column } from '../../components/list/DataTable';
import { RowActions } from '../../components/list/RowActions';
import { pageSize, type ListSearch } from '../../components/list/listSearch';
import { usePanels } from '../../components/overlay/PanelStack';
import { useDialogs } from '../../components/dialogs/DialogHost';
import { useServices } from '../../session/ServicesContext';
import { useLanguage } from '../../i18n/useLanguage';
import { officeListQuery, useOfficeCommands } from './officeApi';
import { officeToForm, type Office } from './officeSchemas';
import { OfficeFormPanel } from './OfficeFormPanel';

interface OfficesPageProps {
  readonly search: ListSearch;
  readonly onSearchChange: (next: ListSearch) => void;
}

export function OfficesPage({ search, onSearchChange }: OfficesPageProps) {
  const { t } = useLingui();
  const { api } = useServices();
  const language = useLanguage();
  const panels = usePanels();
  const dialogs = useDialogs();
  const commands = useOfficeCommands();
  const list = useQuery(officeListQuery(api, search, language));

  const columns: Column<Office>[] = [
    { key: 'name', header: t`Office name`, cell: (office) => office.name, sortField: 'name' },
    { key: 'phone', header: t`Phone`, cell: (office) => office.phone || '–', sortField: 'phone' },
    { key: 'fax', header: t`Fax`, cell: (office) => office.fax || '–' },
    {
      key: 'address',
      header: t`Address`,
      cell: (office) =>
        [office.postcode, office.prefectures, office.municipalities, office.town, office.buildings]
          .filter(Boolean)
          .join(' ') || '–',
    },
  ];

  const remove = async (office: Office) => {
    const name = office.name;
    const confirmed = await dialogs.confirm({
      title: t`Delete office`,
      message: t`Delete ${name}? This cannot be undone.`,
      confirmLabel: t`Delete`,
    });
    if (!confirmed) return;
    try {
      await commands.remove.mutateAsync(office._id);
    } catch (error) {
      console.warn('Deleting the office failed', error);
      void dialogs.showResult({ kind: 'error' });
    }
  };

  return (
    <ListPage
      search={search}
      onSearchChange={onSearchChange}
      limit={pageSize}
      data={list.data}
      isLoading={list.isPending}
      isError={list.isError}
      columns={columns}
      rowKey={(office) => office._id}
      addLabel={<Trans>Add Office</Trans>}
      onAdd={() => panels.open('add-office', <OfficeFormPanel mode="add" />)}
      emptyText={<Trans>No offices have been registered yet.</Trans>}
      rowActions={(office) => (
        <RowActions
          label={office.name}
          onEdit={() =>
            panels.open(
              'edit-office',
              <OfficeFormPanel mode="edit" id={office._id} initial={officeToForm(office)} />,
            )
          }
          onDelete={() => void remove(office)}
        />
      )}
    />
  );
}
