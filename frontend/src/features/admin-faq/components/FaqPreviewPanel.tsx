import { Trans } from '@lingui/react/macro';
import { SidePanel } from '../../../components/overlay/SidePanel';
import { usePanels, useCurrentPanelId } from '../../../components/overlay/PanelStack';
import { sanitizeHtml } from '../../../shell/sanitizeHtml';

/** The preview-editor-en / preview-editor-ja panels: the article as the help panel will show it. */
export function FaqPreviewPanel({ question, answer }: { readonly question: string; readonly answer: string }) {
  const panels = usePanels();
  const panelId = useCurrentPanelId();
  return (
    <SidePanel
      title={<Trans>Preview</Trans>}
      footer={
        <button type="button" className="button" onClick={() => panels.close(panelId)}>
          <Trans>Close</Trans>
        </button>
      }
    >
      <article className="faq-article faq-preview">
        <h3>{question}</h3>
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(answer) }} />
      </article>
    </SidePanel>
  );
}
