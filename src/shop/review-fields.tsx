import { useTranslation } from 'react-i18next';
import { RatingGroup } from '../ui/rating-group.tsx';
import { LongTextField } from '../ui/long-text.tsx';

/**
 * The fields of a review, wherever something is reviewed (an item of a delivered order, its delivery man, a trip's
 * vehicle): the kit's stars named "Your rating" and the comment box "Your review" (with "(optional)" when the
 * server takes a review without one), at most `commentMax` characters, the contract's bound.
 */
export function ReviewFields({
  rating,
  comment,
  commentMax,
  commentOptional,
  disabled,
  onRate,
  onComment,
}: {
  rating: number | null;
  comment: string;
  commentMax: number;
  commentOptional?: boolean;
  disabled?: boolean;
  onRate: (stars: number) => void;
  onComment: (comment: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <RatingGroup label={t('review.rating')} value={rating} disabled={disabled} onValueChange={onRate} />
      <LongTextField
        label={t(commentOptional ? 'review.commentOptional' : 'review.comment')}
        value={comment}
        maxLength={commentMax}
        disabled={disabled}
        placeholder={t('review.commentHint')}
        onChange={onComment}
      />
    </>
  );
}
