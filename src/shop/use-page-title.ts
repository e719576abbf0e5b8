import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configQueries } from '../api/config.ts';
import { pageTitle, type TitleSubject } from '../../domain/page-head.ts';

/**
 * Sets document.title by the title rule the server's head follows (domain/page-head.ts), in the shown language:
 * "<subject> | <business>". `undefined` leaves the title alone (the subject is not known yet). See
 * docs/architecture.md, "What search engines read".
 */
export function usePageTitle(subject: TitleSubject | undefined) {
  const { i18n } = useTranslation();
  const business = useQuery(configQueries.config()).data?.business_name;
  const title =
    business && subject !== undefined ? pageTitle(subject, i18n.language === 'ar' ? 'ar' : 'en', business) : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
