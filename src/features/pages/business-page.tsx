import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../routes/paths.ts';
import { configQueries } from '../../api/config.ts';
import { ApiError } from '../../api/errors.ts';
import { businessPageQuery, isHidden, pageOfPath } from './business-pages.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { LoadError } from './load-error.tsx';
import { Page } from '../../ui/page-frame.ts';
import { sanitizePageHtml } from './sanitize-html.ts';
import { usePageTitle } from '../../shop/use-page-title.ts';
import { formatDate } from '../../../domain/format.ts';
import FileText from 'lucide/dist/esm/icons/file-text.mjs';
import { Icon } from '../../ui/icon.tsx';

/**
 * /about-us, /terms-and-conditions, /privacy-policy, /refund-policy, /cancellation-policy, /shipping-policy: the
 * page's title, when it was last updated (if the backend says), and the admin's HTML, sanitised. A policy switched
 * off in the config (or answered 404) is Not found.
 */
export function BusinessPage() {
  const { t, i18n } = useTranslation();
  const page = pageOfPath(useLocation().pathname);
  const config = useQuery(configQueries.config()).data;
  const hidden = isHidden(page, config);
  const query = useQuery(businessPageQuery(page, i18n.language, config));
  const title = t(`pages.title.${page}`);
  const notFound = hidden || (query.error instanceof ApiError && query.error.status === 404);
  usePageTitle(notFound ? { notFound: true } : { name: title });

  if (notFound) return <PageNotFound />;
  const html = query.data ? sanitizePageHtml(query.data.html) : '';
  return (
    <Page>
      <h1>{title}</h1>
      {query.data?.updatedAt && (
        <Updated>
          {t('pages.lastUpdated', {
            date: formatDate(query.data.updatedAt, i18n.language, { dateStyle: 'long' }),
          })}
        </Updated>
      )}
      {query.isPending ? (
        <div role="status" aria-label={t('pages.loading')}>
          <Skeleton $w="100%" />
          <Skeleton $w="80%" style={{ marginBlock: 8 }} />
          <Skeleton $w="60%" />
        </div>
      ) : query.isError ? (
        <LoadError message={t('pages.error')} query={query} />
      ) : html.trim() ? (
        <Prose dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <EmptyState role="status" icon={<Icon shape={FileText} size={48} />} title={t('pages.empty')} />
      )}
    </Page>
  );
}

function PageNotFound() {
  const { t } = useTranslation();
  return (
    <Page>
      <h1>{t('common.notFoundTitle')}</h1>
      <p>{t('common.notFoundBody')}</p>
      <Link to={paths.home}>{t('common.goHome')}</Link>
    </Page>
  );
}

const Updated = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Readable typography for the admin's HTML; logical properties, so Arabic pages read right to left. */
const Prose = styled.article`
  max-inline-size: 75ch;
  line-height: 1.7;
  font-size: ${({ theme }) => theme.font.size.lg};
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
  h2,
  h3,
  h4 {
    line-height: 1.3;
    margin-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(2)};
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p,
  ul,
  ol,
  blockquote,
  table {
    margin-block: 0 ${({ theme }) => theme.space(3)};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space(6)};
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.space(1)};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: ${({ theme }) => theme.space(4)};
    border-inline-start: 4px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.textMuted};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  table {
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.color.border};
    padding: ${({ theme }) => theme.space(2)};
    text-align: start;
  }
`;
