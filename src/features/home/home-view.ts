// What /home shows for its URL: for the page (home-page.tsx) and its route loader alike.
import { CATEGORY_SEARCH } from '../../routes/paths.ts';

export type HomeView = { kind: 'category'; id: number } | { kind: 'search'; text: string } | { kind: 'module' };

/** `?search=category&id=` a category, any other `?search=<text>` the search results, else the module's home. */
export function homeView(query: URLSearchParams): HomeView {
  const search = query.get('search')?.trim();
  const id = Number(query.get('id'));
  if (search === CATEGORY_SEARCH) return id > 0 ? { kind: 'category', id } : { kind: 'module' };
  return search ? { kind: 'search', text: search } : { kind: 'module' };
}
