import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TimelineStep } from './timeline.ts';
import { useOrderFormat } from './use-order-format.ts';
import { row } from '../../ui/layout.ts';

/** The status timeline: an ordered list, each step with its state (done, current, upcoming) and time. */
export function StatusTimeline({ steps }: { steps: TimelineStep[] }) {
  const { t } = useTranslation();
  const { date, status } = useOrderFormat();
  return (
    <section aria-labelledby="status-timeline">
      <h2 id="status-timeline">{t('orders.timeline.heading')}</h2>
      <List>
        {steps.map((step) => (
          <Step key={step.status} $state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
            <Dot aria-hidden="true" $state={step.state} />
            <span>
              <strong>{status(step.status)}</strong>{' '}
              <Muted>
                ({t(`orders.timeline.${step.state}`)})
                {step.at && (
                  <>
                    {' · '}
                    <time dateTime={step.at}>{date(step.at)}</time>
                  </>
                )}
              </Muted>
            </span>
          </Step>
        ))}
      </List>
    </section>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;
const Step = styled.li<{ $state: TimelineStep['state'] }>`
  ${row(2)}
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.textMuted : theme.color.text)};
`;
const Dot = styled.span<{ $state: TimelineStep['state'] }>`
  width: 12px;
  height: 12px;
  flex: none;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: ${({ theme, $state }) => ($state === 'upcoming' ? 'transparent' : theme.color.primary)};
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
