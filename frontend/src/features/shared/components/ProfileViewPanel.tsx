import { Fragment, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { StoredImage } from '../../../components/image/StoredImage';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { useCurrentPanelId, usePanels } from '../../../components/overlay/PanelStack';

export interface DetailItem {
  readonly label: ReactNode;
  readonly value: ReactNode;
}

interface ProfileViewPanelProps {
  readonly title: ReactNode;
  /** Avatar and name, or the contact info header. */
  readonly header: ReactNode;
  readonly details: readonly DetailItem[];
  readonly footer?: ReactNode;
}

/** A read-only profile panel (view driver, view manager): one Profile tab with a detail list. */
export function ProfileViewPanel({ title, header, details, footer }: ProfileViewPanelProps) {
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  return (
    <SidePanel
      title={title}
      footer={
        <button type="button" className="button" onClick={() => panels.close(panelId)}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <div role="tablist" className="tabs">
        <button type="button" role="tab" aria-selected="true" className="tabs__tab is-active">
          <Trans>Profile</Trans>
        </button>
      </div>
      <div role="tabpanel" className="tabs__panel">
        <div className="profile-header">{header}</div>
        <dl className="detail-list">
          {details.map((item, index) => (
            <Fragment key={index}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </Fragment>
          ))}
        </dl>
        {footer}
      </div>
    </SidePanel>
  );
}

/** The image of a person, or their initials when they have none (a failed image falls back to them too). */
export function Avatar({ name, image }: { readonly name: string; readonly image?: string | null }) {
  const initials = (
    <span className="avatar" aria-hidden="true">
      {name.trim().slice(0, 1) || '?'}
    </span>
  );
  return <StoredImage src={image} width={96} alt={name} className="avatar avatar--image" fallback={initials} />;
}
