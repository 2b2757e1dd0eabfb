import { Trans, useLingui } from '@lingui/react/macro';
import { carListResponseSchema } from '@fleetcheck/contracts';
import { ListPage } from '../../../components/list/ListPage';
import type { Column } from '../../../components/list/DataTable';
import { RowActions } from '../../../components/list/RowActions';
import type { ListSearch } from '../../../components/list/listSearch';
import { usePanels } from '../../../components/overlay/PanelStack';
import { ExpiryDate, ExpiryLegend } from '../../shared/components/ExpiryDate';
import { loadResourceList, useResourceCommands, useResourceList } from '../../shared/api/resourceApi';
import type { AppServices } from '../../../session/services';
import { useRecordActions } from '../../shared/hooks/useRecordActions';
import { carToForm, dottedMonth, type Car } from '../model/carForm';
import { CarFormPanel } from './CarFormPanel';
import { VehicleInspectionPanel } from '../../vehicle-inspection/components/VehicleInspectionPanel';
import { ImportPanel } from '../../shared/components/ImportPanel';

/** The route's loader: the list in the cache before the page shows (intent preloading fetches it on hover). */
export const loadCars = (services: AppServices, search: ListSearch) => loadResourceList(services, '/car', carListResponseSchema, search);

interface CarsPageProps {
  readonly search: ListSearch;
  readonly onSearchChange: (next: ListSearch) => void;
}

export function CarsPage({ search, onSearchChange }: CarsPageProps) {
  const { t } = useLingui();
  const panels = usePanels();
  const commands = useResourceCommands('/car');
  const list = useResourceList('/car', carListResponseSchema, search);
  const actions = useRecordActions<Car>({
    labelOf: (car) => car.number,
    editPanel: ['edit-car', (car) => <CarFormPanel mode="edit" id={car._id} version={car.version} initial={carToForm(car)} />],
    deleteTitle: t`Delete car`,
    remove: commands.remove.mutateAsync,
  });

  const columns: Column<Car>[] = [
    { key: 'number', header: t`Car number`, cell: (car) => car.number, sortField: 'number' },
    { key: 'model', header: t`Model`, cell: (car) => car.model, sortField: 'model' },
    { key: 'type', header: t`Type`, cell: (car) => car.type, sortField: 'type' },
    {
      key: 'production',
      header: t`Production`,
      cell: (car) => dottedMonth(car.production),
      sortField: 'production',
    },
    {
      key: 'inspection',
      header: t`Inspection`,
      cell: (car) => <ExpiryDate date={car.inspection} />,
      sortField: 'inspection',
    },
    {
      key: 'insurance',
      header: t`Insurance`,
      cell: (car) => <ExpiryDate date={car.insurance} />,
      sortField: 'insurance',
    },
    { key: 'office', header: t`Office`, cell: (car) => car.office?.name ?? '–' },
  ];

  return (
    <>
      <ExpiryLegend />
      <ListPage
        search={search}
        onSearchChange={onSearchChange}
        list={list}
        columns={columns}
        rowKey={(car) => car._id}
        toolbarActions={
          <button type="button" className="button" onClick={() => panels.open('import', <ImportPanel kind="car" title={t`Import cars`} />)}>
            <Trans>Import</Trans>
          </button>
        }
        addLabel={<Trans>Add Car</Trans>}
        onAdd={() => panels.open('add-car', <CarFormPanel mode="add" />)}
        emptyText={<Trans>No cars have been registered yet.</Trans>}
        rowActions={(car) => (
          <RowActions
            {...actions(car)}
            onInspect={() => panels.open('car-inspection', <VehicleInspectionPanel carId={car._id} carNumber={car.number} />)}
          />
        )}
      />
    </>
  );
}
