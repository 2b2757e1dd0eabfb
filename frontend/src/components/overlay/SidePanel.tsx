import type { ReactNode } from 'react';
import { useId } from 'react';
import { panelTitleId, useOptionalPanelId } from './PanelStack';

interface SidePanelProps {
  readonly title: ReactNode;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
}

/** The frame of a side panel: title, scrolling body and a footer for Cancel / Save or Add New. */
export function SidePanel({ title, children, footer }: SidePanelProps) {
  const generatedId = useId();
  const panelId = useOptionalPanelId();
  // Inside the panel stack the title names the panel's dialog element.
  const titleId = panelId ? panelTitleId(panelId) : generatedId;
  return (
    <section className="side-panel__frame" aria-labelledby={titleId}>
      <h2 id={titleId} className="side-panel__title">
        {title}
      </h2>
      <div className="side-panel__body">{children}</div>
      {footer && <div className="side-panel__footer">{footer}</div>}
    </section>
  );
}
