import type { TFunction } from 'i18next';
import type { LocationProblem } from '../../../machines/location.machine.ts';

/** The words for a location problem: translated ones, or the server's message for a failed call. */
export function problemMessage(problem: LocationProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'denied':
      return t('location.errors.denied');
    case 'timeout':
      return t('location.errors.timeout');
    case 'unavailable':
      return t('location.errors.unavailable');
    case 'outOfZone':
      // 6amMart answers with a translation key (`service_not_available_in_this_area`): word it ourselves.
      return t('location.errors.outOfZone');
    case 'failed':
      return problem.message ?? t('location.errors.failed');
  }
}
