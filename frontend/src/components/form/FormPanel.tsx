import type { FormEvent, ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { SidePanel } from '../overlay/SidePanel';
import { Form } from './Form';

interface FormPanelProps {
  readonly mode: 'add' | 'edit';
  readonly title: ReactNode;
  readonly onSubmit: (event: FormEvent) => void;
  readonly onCancel: () => void;
  readonly saving: boolean;
  readonly children: ReactNode;
}

/** An add or edit side panel: the fields, then Cancel and Add New (add) or Save (edit). */
export function FormPanel({ mode, title, onSubmit, onCancel, saving, children }: FormPanelProps) {
  return (
    <Form onSubmit={onSubmit} className="panel-form">
      <SidePanel
        title={title}
        footer={
          <>
            <button type="button" className="button" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </button>
            <button type="submit" className="button button--primary" disabled={saving}>
              {mode === 'add' ? <Trans>Add New</Trans> : <Trans>Save</Trans>}
            </button>
          </>
        }
      >
        {children}
      </SidePanel>
    </Form>
  );
}
