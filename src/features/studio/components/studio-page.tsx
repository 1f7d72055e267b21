// The frame of every studio page (document title, heading with its actions) and the body the three table pages
// (my-video, my-gallery, my-store) share: the asset table in a card. antd-free (issue 22): the toasts are the
// plain flash of the layout's host (layouts/base-layout.tsx), so a studio page loads no antd.
import type { ReactNode } from 'react';
import Head from 'next/head';
import type { AssetKind } from '../studio-slice';
import { AssetTable, type AssetTableProps } from './asset-table';
import { LinkButton } from './link-button';
import styles from './studio.module.css';

/** Page heading with actions on the right (wrapping under the title on narrow screens). */
export function StudioHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={`page-heading ${styles.heading}`}>
      <h1>{title}</h1>
      {children ? <div className={styles.headingActions}>{children}</div> : null}
    </div>
  );
}

interface PageProps {
  title: string;
  /** forms: the narrow column */
  narrow?: boolean;
  /** buttons beside the heading */
  actions?: ReactNode;
  children: ReactNode;
}

export function StudioPage({ title, narrow = false, actions, children }: PageProps) {
  return (
    <div className={narrow ? 'container container-narrow' : 'container'}>
      <Head>
        <title>{title}</title>
      </Head>
      <StudioHeading title={title}>{actions}</StudioHeading>
      {children}
    </div>
  );
}

/** The box around a studio form or table (antd's Card look, without antd). */
export function StudioCard({ children, spaced }: { children: ReactNode; spaced?: boolean }) {
  return (
    <div className="plain-card" style={spaced ? { marginBottom: 16 } : undefined}>
      {children}
    </div>
  );
}

interface ListPageProps<K extends AssetKind> extends AssetTableProps<K> {
  title: string;
  /** the primary action: the create (or upload) page */
  createHref: string;
  createText?: string;
  /** more buttons after it */
  moreActions?: ReactNode;
}

export function AssetListPage<K extends AssetKind>({
  title,
  createHref,
  createText = 'Create',
  moreActions,
  ...table
}: ListPageProps<K>) {
  const actions = (
    <>
      <LinkButton type="primary" href={createHref}>
        {createText}
      </LinkButton>
      {moreActions}
    </>
  );
  return (
    <StudioPage title={title} actions={actions}>
      <StudioCard>
        <AssetTable<K> {...table} />
      </StudioCard>
    </StudioPage>
  );
}
