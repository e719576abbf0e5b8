import { useParams, useSearchParams } from 'react-router-dom';
import { CategoryView } from './category-view.tsx';
import { StoreScope } from './store-scope.tsx';

/** /category/{id}?name= (spec part 2 §2): the category's sub-categories, items and stores. */
export function CategoryPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const categoryId = Number(id);
  return (
    <StoreScope>
      {(scope, module) => (
        <CategoryView
          key={categoryId}
          id={categoryId}
          scope={scope}
          moduleType={module.module_type}
          name={search.get('name')}
        />
      )}
    </StoreScope>
  );
}
