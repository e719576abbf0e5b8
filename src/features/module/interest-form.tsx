import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import toast from '../../ui/toast.ts';
import styled from 'styled-components';
import { categoryQueries } from '../../api/categories.ts';
import { useStoredToken } from '../../session/hooks.ts';
import { readInterests, type StoredModule } from '../../session/storage.ts';
import { Button } from '../../ui/button.tsx';
import { paths } from '../../routes/paths.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Skeleton } from '../../ui/skeleton.tsx';
import { createInterestMachine, type InterestDeps } from './interest.context.ts';
import { useImageSrc } from '../../api/images.ts';
import { ToggleChip } from '../../ui/basics.ts';
import { cluster, inlineRow } from '../../ui/layout.ts';
import { LoadFailure } from '../../shop/load-failure.tsx';

/** The /interest chips and actions for one module, driven by the module-interest statechart. */
export function InterestForm({
  module,
  zoneId,
  saveInterests,
}: {
  module: StoredModule;
  zoneId: string;
  saveInterests?: InterestDeps['saveInterests'];
}) {
  const { t } = useTranslation();
  const src = useImageSrc();
  const navigate = useNavigate();
  const token = useStoredToken();
  const categories = useQuery(categoryQueries.list({ moduleId: module.id, zoneId }));
  const actor = useActorRef(createInterestMachine({ saveInterests }), {
    input: { moduleId: module.id, signedIn: !!token, selected: readInterests()[module.id] ?? [] },
  });
  useEffect(() => {
    const subscriptions = [
      actor.on('saved', ({ message }) => void toast.success(message || t('module.interest.saved'))),
      actor.on('error', ({ message }) => void toast.error(message ?? t('common.somethingWentWrong'))),
      actor.on('goToHome', () => navigate(paths.home, { replace: true })),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, t, navigate]);
  const selected = useSelector(actor, (s) => s.context.selected);
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'SAVE' }));
  useEffect(() => actor.send({ type: 'SESSION', signedIn: !!token }), [actor, token]);

  const list = (categories.data ?? []).filter((c) => c.status !== 0);
  return (
    <Page aria-labelledby="interest-title">
      <h1 id="interest-title">{t('module.interest.title')}</h1>
      <p>{t('module.interest.subtitle', { module: module.module_name })}</p>
      {categories.isPending ? (
        <Chips role="status" aria-label={t('common.loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} $w="120px" $h="44px" $round />
          ))}
        </Chips>
      ) : categories.isError ? (
        <LoadFailure title={t('home.loadError')} query={categories} />
      ) : list.length === 0 ? (
        <EmptyState role="status" title={t('module.interest.empty')} />
      ) : (
        <Chips role="group" aria-labelledby="interest-title">
          {list.map((c) => (
            <Chip
              key={c.id}
              aria-pressed={selected.includes(c.id)}
              onClick={() => actor.send({ type: 'TOGGLE', categoryId: c.id })}
            >
              <img src={src(c, 'image', 'category')} alt="" width={28} height={28} />
              {c.name}
            </Chip>
          ))}
        </Chips>
      )}
      <p aria-live="polite">{t('module.interest.selectedCount', { count: selected.length })}</p>
      <Actions>
        <Button $variant="secondary" onClick={() => actor.send({ type: 'SKIP' })} disabled={saving}>
          {t('common.skip')}
        </Button>
        <Button
          onClick={() => actor.send({ type: 'SAVE' })}
          disabled={!canSave || saving}
          aria-busy={saving || undefined}
        >
          {t('module.interest.save')}
        </Button>
      </Actions>
    </Page>
  );
}

const Page = styled.section`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
`;

const Chips = styled.div`
  ${cluster(2)}
  margin-block: ${({ theme }) => theme.space(4)};
`;

const Chip = styled(ToggleChip)`
  ${inlineRow(2)}
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  img {
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: flex-end;
`;
