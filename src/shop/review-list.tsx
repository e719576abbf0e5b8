import { useTranslation } from 'react-i18next';
import styled, { useTheme } from 'styled-components';
import { Button } from '../ui/button.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import type { ItemReview } from '../api/review-lists.ts';
import { PagedEnd, type PagedQuery } from '../ui/paged-end.tsx';
import { errorMessage } from '../api/errors.ts';
import { formatDate } from '../../domain/format.ts';
import { listStack } from '../ui/list-stack.ts';

/** Five stars drawn from a rating (the words say it: the stars are decoration). */
export function StarLine({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <Stars aria-hidden="true">
      {'★'.repeat(full)}
      <Empty>{'★'.repeat(Math.max(0, 5 - full))}</Empty>
    </Stars>
  );
}

/** The reviews while they load (skeleton), or why they could not be loaded, with Try again; null once loaded. */
export function ReviewsPending({
  query,
}: {
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  if (query.isPending)
    return (
      <div role="status" aria-label={t('reviews.loading')}>
        <Skeleton $h={theme.space(24)} />
      </div>
    );
  if (!query.error) return null;
  return (
    <p role="alert">
      {t('reviews.loadError')} {errorMessage(query.error)}{' '}
      <Button $variant="link" onClick={() => void query.refetch()}>
        {t('common.retry')}
      </Button>
    </p>
  );
}

/** What one review shows: an item's (with images) or a rental provider's (with the vehicle it was about). */
export interface ShownReview {
  customer_name: string | null;
  created_at: string;
  rating: number;
  comment: string | null;
  reply?: string | null;
  attachment_full_url?: string[];
}

/**
 * One published review: who (or "A customer"), the date, the stars in words (and `about`, what it was about), the
 * comment as text, the review's images, the store's reply. An item of `ReviewItems`.
 */
export function ReviewArticle({ review: r, about }: { review: ShownReview; about?: string }) {
  const { t, i18n } = useTranslation();
  const name = r.customer_name || t('reviews.customer');
  const images = r.attachment_full_url ?? [];
  return (
    <article aria-label={name}>
      <Head>
        <strong>{name}</strong>
        <time dateTime={r.created_at}>{formatDate(r.created_at, i18n.language, { dateStyle: 'medium' })}</time>
      </Head>
      <p>
        <StarLine rating={r.rating} /> <span>{t('reviews.rating', { rating: r.rating })}</span>
        {about && <About> · {about}</About>}
      </p>
      {r.comment && <p>{r.comment}</p>}
      {images.length > 0 && (
        <Images aria-label={t('reviews.images', { name })}>
          {images.map((url, i) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img src={url} alt={t('reviews.image', { number: i + 1, name })} width={64} height={64} loading="lazy" />
            </a>
          ))}
        </Images>
      )}
      {r.reply && (
        <Reply>
          <strong>{t('reviews.reply')}</strong> {r.reply}
        </Reply>
      )}
    </article>
  );
}

/**
 * Published reviews, newest first (`ReviewArticle` each); Load more while there are more.
 */
export function ReviewList({ reviews, query }: { reviews: ItemReview[]; query: PagedQuery }) {
  const { t } = useTranslation();
  return (
    <>
      <ReviewItems>
        {reviews.map((r) => (
          <li key={r.id}>
            <ReviewArticle review={r} />
          </li>
        ))}
      </ReviewItems>
      <PagedEnd
        query={query}
        loadMoreLabel={t('reviews.loadMore')}
        endText={t('reviews.end')}
        errorText={t('reviews.loadError')}
      />
    </>
  );
}

const Stars = styled.span`
  color: ${({ theme }) => theme.color.warning};
  letter-spacing: ${({ theme }) => theme.space(0.25)};
`;
const About = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;
const Empty = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;
/** A list of reviews (`ReviewArticle` in each item), one under another and ruled apart. */
export const ReviewItems = styled.ul`
  ${listStack(3)}
  article {
    border-block-end: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
    padding-block-end: ${({ theme }) => theme.space(3)};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`;
const Head = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  time {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;
const Images = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
  img {
    border-radius: ${({ theme }) => theme.radius.sm};
    object-fit: cover;
  }
`;
const Reply = styled.p`
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceAlt};
`;
