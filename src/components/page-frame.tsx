// The frame of a plain page whose heading is its title: the container, the document title and the h1.
import type { ReactNode } from 'react';
import Head from 'next/head';

export function PageFrame({
  title,
  narrow = false,
  children,
}: {
  title: string;
  /** the narrow column of forms and settings */
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={narrow ? 'container container-narrow' : 'container'}>
      <Head>
        <title>{title}</title>
      </Head>
      <div className="page-heading">
        <h1>{title}</h1>
      </div>
      {children}
    </div>
  );
}
