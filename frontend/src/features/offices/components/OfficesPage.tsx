import { Trans, useLingui } from '@lingui/react/macro';
import { officeListResponseSchema } from '@fleetcheck/contracts';
import { ListPage } from '../../../components/list/ListPage';
import type { Column } from '../../../components/list/DataTable';
import { RowActions } from '../../../components/list/RowActions';
import type { ListSearch } from '../../../components/list/listSearch';
import { usePanels } from '../../../components/overlay/PanelStack';
import { loadResourceList, useResourceCommands, useResourceList } from '../../shared/api/resourceApi';
import type { AppServices } from '../../../session/services';
import { useRecordActions } from '../../shared/hooks/useRecordActions';
import { formatAddress } from '../../shared/model/address';
import { officeToForm, type Office } from '../model/officeSchemas';
import { OfficeFormPanel } from './OfficeFormPanel';
import { ImportPanel } from '../../shared/components/ImportPanel';

/** The route's loader: the list in the cache before the page shows (intent preloading fetches it on hover). */
export const loadOffices = (services: AppServices, search: ListSearch) =>
  loadResourceList(services, '/office', officeListResponseSchema, search);

interface OfficesPageProps {
  readonly search: ListSearch;
  readonly onSearchChange: (next: ListSearch) => void;
}

export function OfficesPage({ search, onSearchChange }: OfficesPageProps) {
  const { t } = useLingui();
  const panels = usePanels();
  const commands = useResourceCommands('/office');
  const list = useResourceList('/office', officeListResponseSchema, search);
  const actions = useRecordActions<Office>({
    labelOf: (office) => office.name,
    editPanel: [
      'edit-office',
      (office) => <OfficeFormPanel mode="edit" id={office._id} version={office.version} initial={officeToForm(office)} />,
    ],
    deleteTitle: t`Delete office`,
    remove: commands.remove.mutateAsync,
  });

  const columns: Column<Office>[] = [
    { key: 'name', header: t`Office name`, cell: (office) => office.name, sortField: 'name' },
    { key: 'phone', header: t`Phone`, cell: (office) => office.phone || '–', sortField: 'phone' },
    { key: 'fax', header: t`Fax`, cell: (office) => office.fax || '–' },
    {
      key: 'address',
      header: t`Address`,
      cell: (office) => formatAddress(office) || '–',
    },
  ];

  return (
    <ListPage
      search={search}
      onSearchChange={onSearchChange}
      list={list}
      columns={columns}
      rowKey={(office) => office._id}
      toolbarActions={
        <button
          type="button"
          className="button"
          onClick={() => panels.open('import', <ImportPanel kind="office" title={t`Import offices`} />)}
        >
          <Trans>Import</Trans>
        </button>
      }
      addLabel={<Trans>Add Office</Trans>}
      onAdd={() => panels.open('add-office', <OfficeFormPanel mode="add" />)}
      emptyText={<Trans>No offices have been registered yet.</Trans>}
      rowActions={(office) => <RowActions {...actions(office)} />}
    />
  );
}
