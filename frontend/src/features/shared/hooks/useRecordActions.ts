import type { ReactNode } from 'react';
import { usePanels } from '../../../components/overlay/PanelStack';
import { useConfirmedDelete } from '../../../components/dialogs/useConfirmedDelete';
import type { PanelId } from '../../../components/overlay/panelIds';

/** A stored record as lists show it: its id and the version (stream revision) it was read at. */
export interface VersionedRecord {
  readonly _id: string;
  readonly version: number;
}

interface RecordActionsOptions<Row extends VersionedRecord> {
  /** The row's name in the buttons' labels and the delete warning. */
  readonly labelOf: (row: Row) => string;
  /** The edit panel's id and the panel itself. */
  readonly editPanel: readonly [id: PanelId, render: (row: Row) => ReactNode];
  readonly deleteTitle: string;
  /** Deletes the record at the version it was read at (If-Match). */
  readonly remove: (record: { id: string; version: number }) => Promise<unknown>;
}

/**
 * The edit and delete row actions of a versioned record (spread them into RowActions): edit opens the edit
 * panel; delete asks first, then deletes the version the list showed, so a record someone changed meanwhile
 * is not deleted unseen.
 */
export function useRecordActions<Row extends VersionedRecord>(options: RecordActionsOptions<Row>) {
  const panels = usePanels();
  const confirmDelete = useConfirmedDelete();
  const [panelId, render] = options.editPanel;
  return (row: Row) => ({
    label: options.labelOf(row),
    onEdit: () => panels.open(panelId, render(row)),
    onDelete: () =>
      void confirmDelete(options.deleteTitle, options.labelOf(row), () => options.remove({ id: row._id, version: row.version })),
  });
}
