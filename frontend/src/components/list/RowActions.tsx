import { useLingui } from '@lingui/react/macro';
import { ClipboardCheck, Eye, Lock, Pencil, Trash2, Wrench } from 'lucide-react';
import { IconButton } from '../icons/IconButton';

interface RowActionsProps {
  readonly label: string;
  readonly onEdit?: () => void;
  readonly onDelete?: () => void;
  readonly deleteDisabled?: boolean;
  readonly onView?: () => void;
  readonly onResetPassword?: () => void;
  readonly onMaintain?: () => void;
  /** A vehicle's daily inspection (日常点検). */
  readonly onInspect?: () => void;
}

/** The edit, delete, eye (view), lock (password reset) and spanner (a detector's maintenance) buttons of a list row. */
export function RowActions({ label, onEdit, onDelete, deleteDisabled, onView, onResetPassword, onMaintain, onInspect }: RowActionsProps) {
  const { t } = useLingui();
  return (
    <div className="row-actions">
      {onEdit && <IconButton icon={Pencil} onClick={onEdit} label={t`Edit ${label}`} title={t`Edit`} />}
      {onDelete && <IconButton icon={Trash2} onClick={onDelete} disabled={deleteDisabled} label={t`Delete ${label}`} title={t`Delete`} />}
      {onView && <IconButton icon={Eye} onClick={onView} label={t`View ${label}`} title={t`View`} />}
      {onResetPassword && (
        <IconButton icon={Lock} onClick={onResetPassword} label={t`Reset the password of ${label}`} title={t`Reset password`} />
      )}
      {onMaintain && <IconButton icon={Wrench} onClick={onMaintain} label={t`Maintenance of ${label}`} title={t`Maintenance`} />}
      {onInspect && (
        <IconButton icon={ClipboardCheck} onClick={onInspect} label={t`Daily inspection of ${label}`} title={t`Daily inspection`} />
      )}
    </div>
  );
}
