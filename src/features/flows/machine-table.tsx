import { useTranslation } from 'react-i18next';
import type { FlowEntry } from './flow-catalogue.ts';
import { Table, TransitionButton } from './flows.styles.ts';

/** Every machine with its counts, its test-path coverage and how many of its actors are running. */
export function MachineTable({
  entries,
  selected,
  liveCount,
  onSelect,
}: {
  entries: FlowEntry[];
  selected: string;
  liveCount: (machine: string) => number;
  onSelect: (machine: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table>
      <caption>{t('flows.machines')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('flows.machine')}</th>
          <th scope="col">{t('flows.states')}</th>
          <th scope="col">{t('flows.transitions')}</th>
          <th scope="col">{t('flows.coverage')}</th>
          <th scope="col">{t('flows.live')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const percent = Math.floor((entry.covered / Math.max(entry.graph.transitions, 1)) * 100);
          return (
            <tr key={entry.id} aria-current={entry.id === selected ? 'true' : undefined}>
              <th scope="row">
                <TransitionButton
                  aria-pressed={entry.id === selected}
                  aria-label={t('flows.show', { machine: entry.id })}
                  onClick={() => onSelect(entry.id)}
                >
                  {entry.id}
                </TransitionButton>
              </th>
              <td>{entry.graph.states}</td>
              <td>{entry.graph.transitions}</td>
              <td>
                {entry.covered}/{entry.graph.transitions} ({percent} %)
              </td>
              <td>{liveCount(entry.id)}</td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
