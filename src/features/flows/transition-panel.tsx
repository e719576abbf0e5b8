import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import type { FlowEntry, ViewerPlan } from './flow-catalogue.ts';
import { List, Panel, Steps, TransitionButton, Muted } from './flows.styles.ts';

/** The machine's transitions as buttons (the keyboard way to pick one) and the test path covering the chosen one. */
export function TransitionPanel({
  entry,
  selected,
  onSelect,
}: {
  entry: FlowEntry;
  selected: string | null;
  onSelect: (key: string) => void;
}) {
  const { t } = useTranslation();
  const transitions = [...new Map(entry.graph.edges.map((edge) => [edge.key, edge])).values()];
  const targets = (key: string) =>
    entry.graph.edges
      .filter((e) => e.key === key)
      .map((e) => e.target.split('.').slice(1).join('.') || e.target)
      .join(', ');
  const source = (id: string) => id.split('.').slice(1).join('.') || id;
  const covered = selected !== null && entry.planKeys.has(selected);
  const [plans, setPlans] = useState<
    { id: string; byKey: Map<string, ViewerPlan> } | { id: string; failed: true } | null
  >(null);
  useEffect(() => {
    if (!covered) return;
    let live = true;
    entry.loadPlans().then(
      (byKey) => live && setPlans({ id: entry.id, byKey }),
      () => live && setPlans({ id: entry.id, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [entry, covered]);
  const mine = plans?.id === entry.id ? plans : null;
  const plan = selected && mine && 'byKey' in mine ? mine.byKey.get(selected) : undefined;

  return (
    <Panel aria-labelledby="flow-test-path">
      <h3 id="flow-test-path">{t('flows.testPath')}</h3>
      {!selected ? (
        <Muted>{t('flows.noTransition')}</Muted>
      ) : !covered ? (
        <p role="status">{t('flows.noPlan')}</p>
      ) : mine && 'failed' in mine ? (
        <p role="alert">{t('flows.planFailed')}</p>
      ) : !plan ? (
        <p role="status">{t('flows.planLoading')}</p>
      ) : (
        <div role="region" aria-label={plan.transition}>
          <h4>{plan.transition}</h4>
          <Steps>
            <li>
              <strong>{t('flows.given')}</strong>
              {t('flows.flowStarts')}
            </li>
            {plan.setup.map((step, i) => (
              <li key={`s${i}`}>
                <strong>{t('flows.and')}</strong>
                {step}
              </li>
            ))}
            {plan.given.map((text, i) => (
              <li key={`g${i}`}>
                <strong>{t('flows.and')}</strong>
                {t('flows.screenShows', { text })}
              </li>
            ))}
            <li>
              <strong>{t('flows.when')}</strong>
              {plan.when ?? t('flows.flowStarts')}
            </li>
            {plan.then.map((text, i) => (
              <li key={`t${i}`}>
                <strong>{i ? t('flows.and') : t('flows.then')}</strong>
                {t('flows.screenShows', { text })}
              </li>
            ))}
            {plan.tags.length > 0 && (
              <li>
                <strong>{t('flows.and')}</strong>
                {t('flows.tags', { tags: plan.tags.join(', ') })}
              </li>
            )}
          </Steps>
        </div>
      )}
      <h3 id="flow-transitions">{t('flows.transitionList', { machine: entry.id })}</h3>
      <List aria-labelledby="flow-transitions">
        {transitions.map((edge) => (
          <li key={edge.key}>
            <TransitionButton aria-pressed={selected === edge.key} onClick={() => onSelect(edge.key)}>
              {source(edge.source)} — {edge.label} → {targets(edge.key)}
            </TransitionButton>
          </li>
        ))}
      </List>
    </Panel>
  );
}
