import { useLingui } from '@lingui/react/macro';

interface RowActionsProps {
  readonly label: string;
  readonly onEdit?: () => void;
  readonly onDelete?: () => void;
  readonly deleteDisabled?: boolean;
  readonly onView?: () => void;
  readonly onResetPassword?: () => void;
}

/** The edit, delete, eye (view) and lock (password reset) buttons of a list row. */
export function RowActions({ label, onEdit, onDelete, deleteDisabled, onView, onResetPassword }: RowActionsProps) {
  const { t } = useLingui();
  return (
    <div className="row-actions">
      {onEdit && (
        <button type="button" className="icon-button" onClick={onEdit} aria-label={t`Edit ${label}`} title={t`Edit`}>
          ✎
        </button>
      )}
      {onDelete && (
        <button
          type="button"
          className="icon-button"
          onClick={onDelete}
          disabled={deleteDisabled}
          aria-label={t`Delete ${label}`}
          title={t`Delete`}
        >
          🗑
        </button>
      )}
      {onView && (
        <button type="button" className="icon-button" onClick={onView} aria-label={t`View ${label}`} title={t`View`}>
          👁
        </button>
      )}
      {onResetPassword && (
        <button
          type="button"
          className="icon-button"
          onClick={onResetPassword}
          aria-label={t`Reset the password of ${label}`}
          title={t`Reset password`}
        >
          🔒
        </button>
      )}
    </div>
  );
}
