import { useQuery } from '@tanstack/react-query';
import { configQueries } from '../api/config.ts';
import { offeredLanguages } from '../i18n/language-names.ts';
import { useStoredLanguage } from '../session/hooks.ts';

/** The languages the shop offers its shoppers: the backend's that the app speaks (`offeredLanguages`). */
export function useOfferedLanguages() {
  const listed = useQuery(configQueries.config()).data?.language;
  return offeredLanguages(listed, useStoredLanguage());
}
