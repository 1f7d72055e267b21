// One CMS page's form (issue 23): title, address (slug), summary, order, and the body as HTML in a plain
// textarea with a live preview sanitised by the same allowlist the API applies when it saves (what the preview
// shows is what visitors get). The sanitiser is loaded on demand, for this form only.
import { useEffect, useState, type FormEvent } from 'react';
import { PlainField } from '@/components/plain-field';
import { SafeHtml } from '@/components/safe-html';
import type { SanitizedHtml } from '@/lib/sanitize';
import type { CmsPage } from '../site-api';
import styles from './admin.module.css';
import site from './site.module.css';

export interface PageDraft {
  title: string;
  slug: string;
  shortDescription: string;
  ordering: string;
  content: string;
}
export const EMPTY_PAGE: PageDraft = {
  title: '',
  slug: '',
  shortDescription: '',
  ordering: '0',
  content: '',
};
export const pageDraftOf = (p: CmsPage): PageDraft => ({
  title: p.title,
  slug: p.slug,
  shortDescription: p.shortDescription,
  ordering: String(p.ordering),
  content: p.content,
});
type Problems = Partial<Record<keyof PageDraft, string>>;

export function pageProblems(d: PageDraft): Problems {
  const p: Problems = {};
  if (!d.title.trim()) p.title = 'A title, please';
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(d.slug))
    p.slug = 'Lower-case letters, digits and single hyphens (e.g. house-rules)';
  if (!/^\d{1,5}$/.test(d.ordering.trim()) || Number(d.ordering) > 10_000)
    p.ordering = 'A whole number from 0 to 10000';
  return p;
}

function usePreview(html: string): SanitizedHtml | null {
  const [preview, setPreview] = useState<SanitizedHtml | null>(null);
  useEffect(() => {
    let current = true;
    // sanitize-html is heavy: it loads once the editor is open, never with the console's first load
    void import('@/lib/sanitize').then(({ sanitize }) => {
      if (current) setPreview(sanitize(html));
    });
    return () => {
      current = false;
    };
  }, [html]);
  return preview;
}

interface Props {
  editing: CmsPage | null;
  draft: PageDraft;
  onDraft: (d: PageDraft) => void;
  busy: boolean;
  error: string;
  onSubmit: (problems: Problems) => void;
  onCancel: () => void;
}

export function CmsPageEditor({ editing, draft, onDraft, busy, error, onSubmit, onCancel }: Props) {
  const [problems, setProblems] = useState<Problems>({});
  const preview = usePreview(draft.content);
  const field = (key: keyof PageDraft) => ({
    id: `page-${key}`,
    value: draft[key],
    error: problems[key],
    onChange: (v: string) => onDraft({ ...draft, [key]: v }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = pageProblems(draft);
    setProblems(found);
    onSubmit(found);
  };
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-labelledby="page-form">
      <h2 id="page-form" style={{ fontSize: 18, marginTop: 0 }}>
        {editing ? `Edit “${editing.title}”` : 'New page'}
      </h2>
      <div className={site.grid2}>
        <PlainField label="Title" maxLength={200} {...field('title')} />
        <PlainField label="Address: /page/…" maxLength={100} autoComplete="off" {...field('slug')} />
        <PlainField
          label="Summary (search engines; optional)"
          maxLength={500}
          {...field('shortDescription')}
        />
        <PlainField label="Order (lower first)" inputMode="numeric" {...field('ordering')} />
      </div>
      <div className={site.grid2}>
        <label className={styles.field} htmlFor="page-content">
          Body (HTML: p, br, a, b, i, em, strong, ul, ol, li, blockquote; anything else is removed)
          <textarea
            id="page-content"
            className={styles.input}
            rows={12}
            maxLength={100_000}
            value={draft.content}
            onChange={(e) => onDraft({ ...draft, content: e.target.value })}
          />
        </label>
        <div>
          <h3 id="page-preview" style={{ fontSize: 14, margin: '0 0 4px' }}>
            Preview (as visitors will see it)
          </h3>
          <div className={site.preview} role="region" aria-labelledby="page-preview">
            {preview ? (
              <SafeHtml html={preview} className="cms-content" />
            ) : (
              <span className={styles.muted}>Empty</span>
            )}
          </div>
        </div>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={`${styles.btn} ${styles.primary}`} disabled={busy}>
          {editing ? 'Save page' : 'Create page'}
        </button>
        {editing ? (
          <button type="button" className={styles.btn} onClick={onCancel}>
            Cancel editing
          </button>
        ) : null}
      </div>
    </form>
  );
}
