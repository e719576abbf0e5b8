import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import Check from 'lucide/dist/esm/icons/check.mjs';
import X from 'lucide/dist/esm/icons/x.mjs';
import { Icon } from '../../ui/icon.tsx';
import { endsEarly, type StepState, type TimelineStep } from './timeline.ts';
import { useOrderFormat } from './use-order-format.ts';

/**
 * The status timeline: a vertical stepper, one step per status with a line to the next. Each state is drawn by shape
 * as well as colour — a done step a filled disc with a tick (a solid line after it), the current one a ring round a
 * dot (a cross on a filled disc when the order stopped there: cancelled, failed, refunded), a step to come an empty
 * circle (a dashed line before it) — and said in words to screen readers; the current step is `aria-current="step"`.
 */
export function StatusTimeline({ steps }: { steps: TimelineStep[] }) {
  const { t } = useTranslation();
  const { date, status } = useOrderFormat();
  return (
    <section aria-labelledby="status-timeline">
      <h2 id="status-timeline">{t('orders.timeline.heading')}</h2>
      <List>
        {steps.map((step) => {
          const stop = step.state === 'current' && endsEarly(step.status);
          return (
            <Step key={step.status} $state={step.state} aria-current={step.state === 'current' ? 'step' : undefined}>
              <Marker aria-hidden="true" $state={step.state} $stop={stop}>
                {step.state === 'done' && <Icon shape={Check} size={14} strokeWidth={3} />}
                {stop && <Icon shape={X} size={14} strokeWidth={3} />}
              </Marker>
              <Body>
                <Name>{status(step.status)}</Name>
                <span className="visually-hidden">, {t(`orders.timeline.${step.state}`)}</span>
                {step.at && (
                  <When>
                    <time dateTime={step.at}>{date(step.at)}</time>
                  </When>
                )}
              </Body>
            </Step>
          );
        })}
      </List>
    </section>
  );
}

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A step: the marker in a column of its own, the line to the next step drawn down that column. */
const Step = styled.li<{ $state: StepState }>`
  position: relative;
  display: grid;
  grid-template-columns: ${({ theme }) => theme.space(6)} minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  padding-block-end: ${({ theme }) => theme.space(5)};
  color: ${({ theme, $state }) => ($state === 'upcoming' ? theme.color.textMuted : theme.color.text)};
  &:last-child {
    padding-block-end: 0;
  }
  /* the line down to the next step: solid once this step is done, dashed where the order has yet to go */
  &:not(:last-child)::before {
    content: '';
    position: absolute;
    inset-inline-start: calc(${({ theme }) => `${theme.space(3)} - ${theme.space(0.25)}`});
    inset-block: ${({ theme }) => `${theme.space(7)} ${theme.space(1)}`};
    border-inline-start: ${({ theme, $state }) =>
      $state === 'done'
        ? `${theme.space(0.5)} solid ${theme.color.primary}`
        : `${theme.space(0.5)} dashed ${theme.color.textMuted}`};
  }
`;

const Marker = styled.span<{ $state: StepState; $stop: boolean }>`
  display: grid;
  place-items: center;
  box-sizing: border-box;
  width: ${({ theme }) => theme.space(6)};
  height: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.pill};
  ${({ theme, $state, $stop }) => {
    if ($stop)
      return css`
        background: ${theme.color.error};
        color: ${theme.color.onError};
      `;
    if ($state === 'done')
      return css`
        background: ${theme.color.primary};
        color: ${theme.color.onPrimary};
      `;
    if ($state === 'current')
      // a ring round a dot, with a halo
      return css`
        border: ${theme.space(0.5)} solid ${theme.color.primary};
        background: ${theme.color.surface};
        box-shadow: 0 0 0 ${theme.space(1)} ${theme.color.surfaceAlt};
        &::after {
          content: '';
          width: ${theme.space(2.5)};
          height: ${theme.space(2.5)};
          border-radius: ${theme.radius.pill};
          background: ${theme.color.primary};
        }
      `;
    return css`
      border: ${theme.space(0.5)} solid ${theme.color.textMuted};
      background: ${theme.color.surface};
    `;
  }}
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-height: ${({ theme }) => theme.space(6)};
  justify-content: center;
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
  li[aria-current='step'] & {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const When = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
