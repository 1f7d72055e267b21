// /page/[id] (reference §2.3, Open+): a CMS page by slug or id. The HTML is sanitised in getInitialProps
// (on the server for the first request) and rendered only through components/safe-html.
import Head from 'next/head';
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import { StatusErrorPage } from '@/components/error-result';
import { isApiError } from '@/lib/api-error';
import { MESSAGES } from '@/config/constants';
import { getCmsPage, summaryOf } from '@/features/cms';

import { SafeHtml } from '@/components/safe-html';
import type { SanitizedHtml } from '@/lib/sanitize';

type Props =
  | { statusCode: 200; title: string; html: SanitizedHtml; description: string }
  | { statusCode: number; message: string };

const CmsPageView: FlaggedPage<Props> = (props) => {
  if (props.statusCode !== 200 || !('html' in props)) {
    return <StatusErrorPage statusCode={props.statusCode} text={'message' in props ? props.message : ''} />;
  }
  const { title, html, description } = props;
  return (
    <div className="container container-narrow">
      <Head>
        <title>{title}</title>
        {description ? <meta name="description" content={description} key="description" /> : null}
        <meta property="og:title" content={title} key="og:title" />
      </Head>
      <div className="page-heading">
        <h1>{title}</h1>
      </div>
      <div className="plain-card">
        <SafeHtml html={html} className="cms-content" as="section" />
      </div>
    </div>
  );
};

CmsPageView.getInitialProps = async (ctx: NextPageContext): Promise<Props> => {
  const id = typeof ctx.query.id === 'string' ? ctx.query.id : '';
  try {
    if (!id) throw { statusCode: 404, message: 'This page is not found' };
    const page = await getCmsPage(id);
    // sanitize-html loads here only (server, or a client navigation to this page), never on first load
    const { sanitize } = await import('@/lib/sanitize');
    const html = sanitize(page.content);
    return {
      statusCode: 200,
      title: page.title,
      html,
      description: page.shortDescription || summaryOf(html),
    };
  } catch (err) {
    const statusCode = isApiError(err) && (err.statusCode === 404 || err.statusCode === 400) ? 404 : 500;
    if (ctx.res) ctx.res.statusCode = statusCode;
    return { statusCode, message: isApiError(err) ? err.message : MESSAGES.genericFallback };
  }
};

CmsPageView.authenticate = true;
CmsPageView.noredirect = true;
CmsPageView.dataWithoutUser = true;
// antd-free (issue 22): no antd provider for this page
CmsPageView.plain = true;

export default CmsPageView;
