import { lazy, Suspense } from 'react';
import { Trans } from '@lingui/react/macro';
import type { RichTextEditorProps } from './RichTextEditor';

// The editor (TipTap and ProseMirror) is a separate chunk, fetched when the article creator opens.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <p className="field" aria-busy="true">
          <Trans>Loading the editor…</Trans>
        </p>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
