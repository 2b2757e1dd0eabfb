import '../../admin-shared/components/admin.css';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { usePanels } from '../../../components/overlay/PanelStack';
import { useDialogs } from '../../../components/dialogs/DialogHost';
import { TextField } from '../../../components/form/TextField';
import { fieldErrors } from '../../../components/form/fieldErrors';
import { ApiError } from '../../../api/apiError';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useServices } from '../../../session/ServicesContext';
import { SelectField } from '../../../components/form/SelectField';
import { categoryIdOf, faqArticleQuery, faqCategoryOptionsQuery, useFaqCommands } from '../api/faqApi';
import { articleToForm, emptyArticleForm, validateArticleForm, type ArticleFormText } from '../model/articleForm';
import { LazyRichTextEditor } from './LazyRichTextEditor';
import { FaqPreviewPanel } from './FaqPreviewPanel';
import { Form } from '../../../components/form/Form';

/** /admin/faq-article-creator and /admin/faq-article-creator/{id}: loads the article first when editing. */
export function FaqArticleCreatorPage({ articleId }: { readonly articleId?: string }) {
  const { api } = useServices();
  const article = useQuery({ ...faqArticleQuery(api, articleId ?? ''), enabled: articleId !== undefined });
  if (articleId === undefined) return <ArticleForm />;
  if (article.isError)
    return (
      <p role="alert">
        <Trans id="Modals.Error">Something went wrong. Please try again.</Trans>
      </p>
    );
  if (!article.data)
    return (
      <p aria-busy="true">
        <Trans>Loading…</Trans>
      </p>
    );
  return <ArticleForm articleId={articleId} version={article.data.data.version} initial={articleToForm(article.data.data)} />;
}

function ArticleForm({
  articleId,
  version,
  initial,
}: {
  readonly articleId?: string;
  readonly version?: number;
  readonly initial?: ArticleFormText;
}) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const navigate = useNavigate();
  const panels = usePanels();
  const dialogs = useDialogs();
  const commands = useFaqCommands();
  const categories = useQuery(faqCategoryOptionsQuery(api));
  const [form, setForm] = useState<ArticleFormText>(() => initial ?? emptyArticleForm(0));
  const [touched, setTouched] = useState(false);
  const categoryDocs = categories.data?.docs ?? [];
  const { payload, result } = validateArticleForm(form, categoryDocs);
  const errors = touched ? fieldErrors(result) : {};
  const categoryError = errors.category ?? errors['category.value'] ?? errors['category.label'];
  const saving = commands.createArticle.isPending || commands.updateArticle.isPending;
  const required = i18n._(errorDescriptor('Errors.Required'));

  const set = (field: keyof ArticleFormText) => (value: string) => {
    setTouched(true);
    setForm((current) => ({ ...current, [field]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!payload) return;
    try {
      if (articleId) await commands.updateArticle.mutateAsync({ id: articleId, payload, version });
      else await commands.createArticle.mutateAsync(payload);
      void dialogs.showResult({
        kind: 'success',
        title: articleId ? t`Article saved` : t`Article added`,
        record: { label: t`Question (English)`, name: payload.question_en },
      });
      void navigate({ to: '/admin/faq-article-list' });
    } catch (error) {
      console.warn('Saving the FAQ article failed', error);
      const key = error instanceof ApiError ? error.key : undefined;
      void dialogs.showResult({ kind: 'error', message: key ? i18n._(errorDescriptor(key)) : undefined });
    }
  };

  return (
    <Form className="article-creator" onSubmit={submit}>
      <SelectField
        label={t`Category`}
        name="category"
        required
        value={form.category}
        placeholder={categoryDocs.length === 0 ? i18n._(errorDescriptor('Select.Empty')) : t`Select a category`}
        options={categoryDocs.map((category) => ({
          value: categoryIdOf(category),
          label: i18n.locale === 'ja' ? category.title_ja : category.title_en,
        }))}
        onChange={(option) => set('category')(option ? String(option.value) : '')}
        errorKey={categoryError}
      />
      <TextField
        label={t`Position`}
        name="position"
        type="number"
        required
        value={form.position}
        onChange={set('position')}
        errorKey={errors.position ? 'Errors.Invalid' : undefined}
      />
      <fieldset className="article-creator__language" lang="en">
        <legend>
          <Trans>English</Trans>
        </legend>
        <TextField label={t`Question (English)`} name="title" required value={form.title} onChange={set('title')} errorKey={errors.title} />
        <LazyRichTextEditor
          label={t`Answer (English)`}
          value={form.editor}
          onChange={set('editor')}
          errorText={errors.editor ? required : undefined}
          onPreview={() => panels.open('preview-editor-en', <FaqPreviewPanel question={form.title} answer={form.editor} />)}
        />
      </fieldset>
      <fieldset className="article-creator__language" lang="ja">
        <legend>
          <Trans>Japanese</Trans>
        </legend>
        <TextField
          label={t`Question (Japanese)`}
          name="titleJa"
          required
          value={form.titleJa}
          onChange={set('titleJa')}
          errorKey={errors.titleJa}
        />
        <LazyRichTextEditor
          label={t`Answer (Japanese)`}
          value={form.editorJa}
          onChange={set('editorJa')}
          errorText={errors.editorJa ? required : undefined}
          onPreview={() => panels.open('preview-editor-ja', <FaqPreviewPanel question={form.titleJa} answer={form.editorJa} />)}
        />
      </fieldset>
      <div className="article-creator__actions">
        <button type="button" className="button" onClick={() => void navigate({ to: '/admin/faq-article-list' })}>
          <Trans>Cancel</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={saving}>
          {articleId ? <Trans>Save</Trans> : <Trans>Add New</Trans>}
        </button>
      </div>
    </Form>
  );
}
