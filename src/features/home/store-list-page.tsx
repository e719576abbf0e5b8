import { useTranslation } from 'react-i18next';
import type { Scope } from '../../api/scope.ts';
import type { StoreListKind } from '../../api/stores.ts';
import { moduleWording } from '../../../domain/module-wording.ts';
import type { StoredModule } from '../../session/storage.ts';
import { StoreList } from './store-list.tsx';
import { StoreScope } from './store-scope.tsx';

/**
 * /store/latest and /store/popular: every store of the kind for the stored module and zone, 12 per page with
 * Load more (the home page's list, on a page of its own). Without a location or a store module: the home page's
 * own guidance (set a location, pick a module), or that module's home (StoreScope).
 */
export function StoreListPage({ kind }: { kind: StoreListKind }) {
  return <StoreScope>{(scope, module) => <StoresOfKind kind={kind} scope={scope} module={module} />}</StoreScope>;
}

function StoresOfKind({ kind, scope, module }: { kind: StoreListKind; scope: Scope; module: StoredModule }) {
  const { t } = useTranslation();
  const stores = t(`home.kinds.${moduleWording(module.module_type).stores}`);
  const title = t(kind === 'latest' ? 'home.sections.latestStores' : 'home.sections.popularStores', { kind: stores });
  return (
    <>
      <h1 className="visually-hidden">{title}</h1>
      <StoreList key={kind} kind={kind} scope={scope} title={title} kindWord={stores} />
    </>
  );
}

export const LatestStoresPage = () => <StoreListPage kind="latest" />;
export const PopularStoresPage = () => <StoreListPage kind="popular" />;
