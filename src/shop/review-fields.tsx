import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldLabel, FieldStack } from '../ui/field.ts';
import { LongText } from '../ui/long-text.ts';
import { RatingGroup } from '../ui/rating-group.tsx';

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
  const commentId = useId();
  return (
    <>
      <RatingGroup label={t('review.rating')} value={rating} disabled={disabled} onValueChange={onRate} />
      <FieldStack>
        <FieldLabel htmlFor={commentId}>{t(commentOptional ? 'review.commentOptional' : 'review.comment')}</FieldLabel>
        <LongText
          id={commentId}
          value={comment}
          maxLength={commentMax}
          disabled={disabled}
          placeholder={t('review.commentHint')}
          onChange={(e) => onComment(e.target.value)}
        />
      </FieldStack>
    </>
  );
}
