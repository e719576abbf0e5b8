import { useParams, useSearchParams } from 'react-router-dom';
import { CategoryView } from './category-view.tsx';
import { StoreScope } from './store-scope.tsx';
import { usePageTitle } from '../../shop/use-page-title.ts';

/** /category/{id}?name= (spec part 2 §2): the category's sub-categories, items and stores. */
export function CategoryPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const categoryId = Number(id);
  const name = search.get('name');
  usePageTitle(name ? { name } : null);
  return (
    <StoreScope>
      {(scope, module) => (
        <CategoryView key={categoryId} id={categoryId} scope={scope} moduleType={module.module_type} name={name} />
      )}
    </StoreScope>
  );
}
