// The frame of every studio page (document title, heading with its actions) and the body the three table pages
// (my-video, my-gallery, my-store) share: the asset table in a card.
import type { ReactNode } from 'react';
import Head from 'next/head';
import { Card } from 'antd';
import type { AssetKind } from '../studio-slice';
import { AssetTable, type AssetTableProps } from './asset-table';
import { LinkButton } from './link-button';

/** Page heading with actions on the right (wrapping under the title on narrow screens). */
export function StudioHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div
      className="page-heading"
      style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 12 }}
    >
      <h1>{title}</h1>
      {children ? <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>{children}</div> : null}
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
      <Card>
        <AssetTable<K> {...table} />
      </Card>
    </StudioPage>
  );
}
