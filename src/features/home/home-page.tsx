import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { DefaultPlaceNotice } from '../../shop/default-place-notice.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { ModuleHome, ModuleHomeFrame } from './module-home.tsx';
import { homeView } from './home-view.ts';
import { HomeGuidance } from './home-guidance.tsx';
import { Page } from './page-frame.ts';
import { useShownScope } from './shown-scope.ts';

// A category and the search results are their own chunks: the module home's first load stays as it was.
const CategoryView = lazy(() => import('./category-view.tsx').then((m) => ({ default: m.CategoryView })));
const SearchResults = lazy(() => import('./search-results.tsx').then((m) => ({ default: m.SearchResults })));

/**
 * /home: the stored module's home; a visitor without a location or module sees the default location's and says so
 * (shown-scope.ts); without even those it points to the landing page or the picker.
 * `?search=category&id&name` shows a category (`from=allCategories` when opened from /categories), any other
 * `?search=<text>` the search results (spec part 2 §2).
 */
export function HomePage() {
  const [query] = useSearchParams();
  const view = homeView(query);
  const { module, zoneId, pending } = useShownScope();
  if (pending) return <ModuleHomeFrame />;
  if (!zoneId || !module) return <HomeGuidance />;
  const scope = { moduleId: module.id, zoneId };
  if (view.kind === 'category')
    return (
      <Page key={`${module.id}-${zoneId}-${query.get('id')}`}>
        <DefaultPlaceNotice />
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
        <DefaultPlaceNotice />
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
