// The star rating every review takes (an item's, a vehicle's): a whole number from 1 to 5, else the worded 403.
import { forbidden } from '../http/errors.ts';

export function checkRating(rating: number) {
  if (!Number.isInteger(rating) || rating < 1 || rating > 5)
    throw forbidden('rating', 'The rating must be between 1 and 5.');
}
