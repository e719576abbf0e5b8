import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useStoredModule, useStoredZoneId } from '../../session/hooks.ts';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ModuleHome } from './module-home.tsx';
import { homeView } from './home-view.ts';
import { HomeGuidance } from './home-guidance.tsx';
import { Page } from './page-frame.ts';

// A category and the search results are their own chunks: the module home's first load stays as it was.
const CategoryView = lazy(() => import('./category-view.tsx').then((m) => ({ default: m.CategoryView })));
const SearchResults = lazy(() => import('./search-results.tsx').then((m) => ({ default: m.SearchResults })));

/**
 * /home: the stored module's home; without a location it points to the landing page, without a module to the picker.
 * `?search=category&id&name` shows a category (`from=allCategories` when opened from /categories), any other
 * `?search=<text>` the search results (spec part 2 §2).
 */
export function HomePage() {
  const [query] = useSearchParams();
  const view = homeView(query);
  const module = useStoredModule();
  const zoneId = useStoredZoneId();
  if (!zoneId || !module) return <HomeGuidance />;
  const scope = { moduleId: module.id, zoneId };
  if (view.kind === 'category')
    return (
      <Page key={`${module.id}-${zoneId}-${query.get('id')}`}>
        <Suspense fallback={<Loading />}>
          <CategoryView
            id={view.id}
            scope={scope}
            moduleType={module.module_type}
            name={query.get('name')}
            fromAllCategories={query.get('from') === 'allCategories'}
          />
        </Suspense>
      </Page>
    );
  if (view.kind === 'search')
    return (
      <Page key={`${module.id}-${zoneId}`}>
        <Suspense fallback={<Loading />}>
          <SearchResults key={view.text} text={view.text} scope={scope} moduleType={module.module_type} />
        </Suspense>
      </Page>
    );
  return <ModuleHome key={`${module.id}-${zoneId}`} module={module} zoneId={zoneId} />;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')}>
      <Skeleton $h="320px" />
    </div>
  );
}
