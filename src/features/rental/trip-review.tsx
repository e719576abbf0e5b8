import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import toast from '../../ui/toast.ts';
import { errorMessage } from '../../api/errors.ts';
import { addTripReview } from '../../api/rental-trips.ts';
import { ReviewFields } from '../../shop/review-fields.tsx';
import { Button } from '../../ui/button.tsx';

/** The contract's bound on a review comment (openapi/src/rental-reviews.yaml). */
const COMMENT_MAX = 1000;

/**
 * The review form of one vehicle of a completed trip: the review fields an item's review has (the
 * kit's stars 1–5, an optional comment), Submit; the server's message as a toast. Once sent, the form gives way to a thank-you line.
 */
export function TripVehicleReview({ tripId, vehicleId, name }: { tripId: number; vehicleId: number; name: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const send = useMutation({
    mutationFn: (stars: number) =>
      addTripReview({ trip_id: tripId, vehicle_id: vehicleId, rating: stars, comment: comment.trim() || null }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      // the vehicle's and provider's ratings changed
      void queryClient.invalidateQueries({ queryKey: ['rental'] });
    },
    onError: (e) => void toast.error(errorMessage(e)),
  });
  if (send.isSuccess) return <p role="status">{t('rental.review.thanks', { name })}</p>;
  return (
    <Form
      aria-label={t('rental.review.title', { name })}
      onSubmit={(e) => {
        e.preventDefault();
        if (rating !== null) send.mutate(rating);
      }}
    >
      <ReviewFields
        rating={rating}
        comment={comment}
        commentMax={COMMENT_MAX}
        commentOptional
        disabled={send.isPending}
        onRate={setRating}
        onComment={setComment}
      />
      <Send>
        <Button type="submit" disabled={rating === null || send.isPending} aria-busy={send.isPending || undefined}>
          {t('rental.review.submit')}
        </Button>
      </Send>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;
/** Submit at the form's start, as wide as its text. */
const Send = styled.div`
  display: flex;
`;
