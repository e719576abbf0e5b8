import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { configQueries } from '../api/config.ts';
import type { TitleSubject } from '../../domain/page-head.ts';

/**
 * Sets document.title by the title rule the server's head follows (domain/page-head.ts), in the shown language:
 * "<subject> | <business>". `undefined` leaves the title alone (the subject is not known yet). The rule's module
 * loads once, after the first render: the server already sent the first page's title, so the first load carries
 * none of it (docs/architecture.md, "What search engines read").
 */
export function usePageTitle(subject: TitleSubject | undefined) {
  const { i18n } = useTranslation();
  const business = useQuery(configQueries.config()).data?.business_name;
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const key = JSON.stringify(subject);
  useEffect(() => {
    if (!business || key === undefined) return;
    let current = true;
    void import('../../domain/page-head.ts').then(({ pageTitle }) => {
      if (current) document.title = pageTitle(JSON.parse(key) as TitleSubject, language, business);
    });
    return () => {
      current = false;
    };
  }, [business, key, language]);
}
