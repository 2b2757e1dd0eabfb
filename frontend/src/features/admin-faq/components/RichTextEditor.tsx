import { useEffect, useId, useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bold, CodeXml, Heading2, Heading3, Italic, List, ListOrdered, Quote, Strikethrough, type LucideIcon } from 'lucide-react';
import { IconButton } from '../../../components/icons/IconButton';

export interface RichTextEditorProps {
  readonly label: string;
  /** HTML; '' when the editor shows nothing. */
  readonly value: string;
  readonly onChange: (html: string) => void;
  readonly onPreview: () => void;
  readonly errorText?: string;
}

/**
 * The rich-text editor of the FAQ article creator (TipTap on ProseMirror): a formatting toolbar, a code
 * view to edit the HTML itself, and a preview button. Default export so it can be loaded lazily: only the
 * article creator pays for the editor's code.
 */
export default function RichTextEditor({ label, value, onChange, onPreview, errorText }: RichTextEditorProps) {
  const { t } = useLingui();
  const labelId = useId();
  const [codeView, setCodeView] = useState(false);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    // The page's Content Security Policy forbids inline styles; admin.css carries the editor's CSS.
    injectCSS: false,
    editorProps: { attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  // A value set from outside (the article loaded, or the code view edited) is shown in the editor.
  useEffect(() => {
    if (!editor || codeView) return;
    const shown = editor.isEmpty ? '' : editor.getHTML();
    if (shown !== value) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, codeView]);

  return (
    <div className={`field rich-text${errorText ? ' has-error' : ''}`}>
      <span id={labelId} className="field__label">
        {label}
        <span aria-hidden="true"> *</span>
      </span>
      <div className="rich-text__toolbar" role="toolbar" aria-label={t`Formatting of ${label}`}>
        {editor && !codeView && <FormattingButtons editor={editor} />}
        <button type="button" className="button button--small" aria-pressed={codeView} onClick={() => setCodeView((shown) => !shown)}>
          <Trans>Code view</Trans>
        </button>
        <button type="button" className="button button--small" onClick={onPreview}>
          <Trans>Preview</Trans>
        </button>
      </div>
      {codeView ? (
        <textarea
          className="field__input rich-text__code"
          aria-label={t`HTML of ${label}`}
          value={value}
          rows={12}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <EditorContent editor={editor} className="rich-text__content" />
      )}
      {errorText && <p className="field__error">{errorText}</p>}
    </div>
  );
}

function FormattingButtons({ editor }: { readonly editor: Editor }) {
  const { t } = useLingui();
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      codeBlock: current.isActive('codeBlock'),
    }),
  });
  const chain = () => editor.chain().focus();
  const buttons: { key: keyof typeof active; label: string; icon: LucideIcon; run: () => void }[] = [
    { key: 'bold', label: t`Bold`, icon: Bold, run: () => chain().toggleBold().run() },
    { key: 'italic', label: t`Italic`, icon: Italic, run: () => chain().toggleItalic().run() },
    { key: 'strike', label: t`Strikethrough`, icon: Strikethrough, run: () => chain().toggleStrike().run() },
    { key: 'h2', label: t`Heading`, icon: Heading2, run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'h3', label: t`Subheading`, icon: Heading3, run: () => chain().toggleHeading({ level: 3 }).run() },
    { key: 'bulletList', label: t`Bulleted list`, icon: List, run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', label: t`Numbered list`, icon: ListOrdered, run: () => chain().toggleOrderedList().run() },
    { key: 'blockquote', label: t`Quote`, icon: Quote, run: () => chain().toggleBlockquote().run() },
    { key: 'codeBlock', label: t`Code block`, icon: CodeXml, run: () => chain().toggleCodeBlock().run() },
  ];
  return (
    <>
      {buttons.map((button) => (
        <IconButton key={button.key} icon={button.icon} label={button.label} aria-pressed={active[button.key]} onClick={button.run} />
      ))}
    </>
  );
}
