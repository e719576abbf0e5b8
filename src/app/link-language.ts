import { languageOfSearch } from '../../domain/page-routes.ts';
import { directionOf } from '../../domain/languages.ts';
import { session, storeLanguage } from '../session/storage.ts';

/**
 * The language a page starts in: a link in a language (`?lang=ar`: the canonical URL of a page in Arabic,
 * docs/architecture.md "What search engines read") makes it the chosen language, as choosing it in the language menu
 * does; else the stored one. The browser's start (main.tsx) and the server render (entry-server.tsx) follow it alike.
 */
export function startLanguage(search: string): string {
  const linked = languageOfSearch(search);
  if (linked && linked !== session.language()) storeLanguage(linked, directionOf(linked));
  return session.language();
}
