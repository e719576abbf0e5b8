import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import toast from '../../ui/toast.ts';
import { errorMessage } from '../../api/errors.ts';
import { addTripReview } from '../../api/rental-trips.ts';
import { Button } from '../../ui/button.tsx';
import { cluster } from '../../ui/layout.ts';

const STARS = [1, 2, 3, 4, 5] as const;
/** The contract's bound on a review comment (openapi/src/rental-reviews.yaml). */
const COMMENT_MAX = 1000;

/**
 * The review form of one vehicle of a completed trip (issue 12 item 4): a rating 1–5 as a radio group, an optional
 * comment, Submit; the server's message as a toast. Once sent, the form gives way to a thank-you line.
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
  const group = `trip-${tripId}-vehicle-${vehicleId}-rating`;
  return (
    <Form
      aria-label={t('rental.review.title', { name })}
      onSubmit={(e) => {
        e.preventDefault();
        if (rating !== null) send.mutate(rating);
      }}
    >
      <fieldset>
        <legend>{t('rental.review.rating')}</legend>
        <Stars>
          {STARS.map((n) => (
            <label key={n}>
              <input type="radio" name={group} checked={rating === n} onChange={() => setRating(n)} />{' '}
              {t('rental.review.stars', { count: n })}
            </label>
          ))}
        </Stars>
      </fieldset>
      <label>
        <span>{t('rental.review.comment')}</span>
        <textarea value={comment} maxLength={COMMENT_MAX} onChange={(e) => setComment(e.target.value)} />
      </label>
      <Button type="submit" disabled={rating === null || send.isPending}>
        {t('rental.review.submit')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  label {
    display: grid;
    gap: 2px;
  }
  textarea {
    min-height: 64px;
    font: inherit;
  }
`;
const Stars = styled.div`
  ${cluster(3)}
  label {
    display: inline-flex;
    gap: 4px;
    align-items: center;
  }
`;
