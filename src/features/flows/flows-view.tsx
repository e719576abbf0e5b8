import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowEntry } from './flow-catalogue.ts';
import { FlowDiagram } from './flow-diagram.tsx';
import { GalleryStateLink } from './gallery-state-link.tsx';
import { MachineTable } from './machine-table.tsx';
import { TransitionPanel } from './transition-panel.tsx';
import { subscribeLiveActors, type LiveActor } from './live-actors.ts';
import { Columns, List, Muted, Page } from './flows.styles.ts';

/** The running app's actors (this tab and others with `?flows`), newest snapshot each. */
function useLiveActors(): LiveActor[] {
  const [actors, setActors] = useState<LiveActor[]>([]);
  useEffect(() => subscribeLiveActors(setActors), []);
  return actors;
}

/** The viewer: the machine table, the chosen machine's drawing with its live states, its transitions and test paths. */
export function FlowsView({ entries }: { entries: FlowEntry[] }) {
  const { t } = useTranslation();
  const actors = useLiveActors();
  const [machine, setMachine] = useState(entries[0]?.id ?? '');
  const [selected, setSelected] = useState<string | null>(null);
  // the state whose screen the gallery link shows: one clicked in the drawing, or the chosen transition's target
  const [state, setState] = useState<string | null>(null);
  const entry = entries.find((e) => e.id === machine);
  const running = (id: string) => actors.filter((a) => a.machine === id && a.status === 'active');
  const mine = entry ? running(entry.id) : [];
  const active = new Set(mine.flatMap((a) => a.active));
  const choose = (key: string) => {
    setSelected(key);
    setState(entry?.graph.edges.find((e) => e.key === key)?.target ?? null);
  };

  return (
    <Page>
      <header>
        <h1>{t('flows.title')}</h1>
        <Muted>{t('flows.intro')}</Muted>
      </header>
      <MachineTable
        entries={entries}
        selected={machine}
        liveCount={(id) => running(id).length}
        onSelect={(id) => {
          setMachine(id);
          setSelected(null);
          setState(null);
        }}
      />
      {entry && (
        <section aria-labelledby="flow-machine-title">
          <h2 id="flow-machine-title">{entry.id}</h2>
          {entry.description && <Muted>{entry.description}</Muted>}
          <Columns>
            <FlowDiagram
              key={entry.id}
              entry={entry}
              marks={{ active, selected, onSelect: choose, chosenState: state, onSelectState: setState }}
            />
            <div>
              <LiveActors machine={entry.id} actors={mine} />
              <GalleryStateLink entry={entry} stateId={state} />
              <TransitionPanel entry={entry} selected={selected} onSelect={choose} />
            </div>
          </Columns>
        </section>
      )}
    </Page>
  );
}

function LiveActors({ machine, actors }: { machine: string; actors: LiveActor[] }) {
  const { t } = useTranslation();
  const leaves = (actor: LiveActor) =>
    actor.active
      .filter((id) => !actor.active.some((other) => other !== id && other.startsWith(`${id}.`)))
      .map((id) => id.split('.').slice(1).join('.'))
      .join(' | ');
  return (
    <section aria-labelledby="flow-live-actors">
      <h3 id="flow-live-actors">{t('flows.liveActors')}</h3>
      <div role="status" aria-live="polite">
        {actors.length === 0 ? (
          <Muted>{t('flows.noLiveActors')}</Muted>
        ) : (
          <List>
            {actors.map((actor) => (
              <li key={actor.key}>{t('flows.liveActor', { machine, states: leaves(actor) })}</li>
            ))}
          </List>
        )}
      </div>
    </section>
  );
}
