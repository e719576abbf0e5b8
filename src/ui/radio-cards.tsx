import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { PanelLegend } from './panel.ts';
import { FieldGroup } from './field.ts';

export interface RadioCardOption<V extends string | number> {
  value: V;
  /** The option's visible label: its radio's accessible name. */
  label: ReactNode;
  /** A second line under the label (a balance, a fee). */
  note?: ReactNode;
  /**
   * A control of the option's own, drawn in its card but outside its label (a saved address's edit button): it does
   * not choose the option, and it keeps its own name.
   */
  action?: ReactNode;
}

/**
 * The kit's radio group for choices (checkout's delivery option, payment, tips; a trip's type): a fieldset named by
 * its legend, each option a card holding a real radio input and its label. Real inputs keep the browser's own
 * keyboard (Tab into the group, arrow keys between options, in reading order for RTL) and form semantics; the
 * cards are styled with the theme (checked: brand border and tint). `$columns` lays the cards in a grid (auto:
 * as many as fit at `size.fieldMin`, one column on narrow screens).
 *
 * `onValueChange` is called when the choice changes; with `reselect`, on every pick — also of the option already
 * chosen (a click or Space on it): for a chart that takes the pick as an event whatever the value (the cancel-order
 * reasons, whose CHOOSE after a refusal returns to the reasons with that reason). Browsers click the radio an arrow
 * key moves to, so the keyboard picks the same way. `disabled` disables every radio (the fieldset's own
 * `disabled`); `maxHeight` lets a long list scroll inside its group, the legend staying in view.
 */
export function RadioCards<V extends string | number>({
  legend,
  hideLegend,
  options,
  value,
  onValueChange,
  name,
  compact,
  describedBy,
  disabled,
  reselect,
  maxHeight,
  children,
}: {
  legend: ReactNode;
  /** The legend stays the group's name but is not shown (a heading already says it). */
  hideLegend?: boolean;
  options: RadioCardOption<V>[];
  value: V | null;
  onValueChange: (value: V) => void;
  /** The inputs' form name (one per group on the page; defaults to a unique one). */
  name?: string;
  /** Small cards side by side (amounts such as tips). */
  compact?: boolean;
  /** The id of a text that explains the choice (the group's description). */
  describedBy?: string;
  /** Every radio disabled (while the choice is being sent). */
  disabled?: boolean;
  /** Call `onValueChange` also when the chosen option is picked again (see above). */
  reselect?: boolean;
  /** The cards scroll past this height (a CSS length: a long list in a dialog). */
  maxHeight?: string;
  /** Shown under the cards, inside the group (a checkbox that qualifies the choice). */
  children?: ReactNode;
}) {
  const auto = useId();
  return (
    <Group aria-describedby={describedBy} disabled={disabled}>
      <PanelLegend className={hideLegend ? 'visually-hidden' : undefined}>{legend}</PanelLegend>
      <Cards $compact={!!compact} $maxHeight={maxHeight}>
        {options.map((o) => (
          <Card key={String(o.value)}>
            <Choice $compact={!!compact}>
              <Mark
                type="radio"
                name={name ?? auto}
                value={String(o.value)}
                checked={value === o.value}
                // with reselect, the click (a pointer, Space, an arrow key) picks, also on the checked radio
                onClick={reselect ? () => onValueChange(o.value) : undefined}
                onChange={reselect ? () => undefined : () => onValueChange(o.value)}
              />
              <CardText>
                <span>{o.label}</span>
                {o.note && <Note>{o.note}</Note>}
              </CardText>
            </Choice>
            {o.action && <Action>{o.action}</Action>}
          </Card>
        ))}
      </Cards>
      {children}
    </Group>
  );
}

/** The cards a little further from the legend than FieldGroup's other fields. */
const Group = styled(FieldGroup)`
  gap: ${({ theme }) => theme.space(3)};
`;

const Cards = styled.div<{ $compact: boolean; $maxHeight?: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(
    auto-fill,
    minmax(${({ theme, $compact }) => ($compact ? theme.size.chipMin : theme.size.fieldMin)}, 1fr)
  );
  ${({ theme, $maxHeight }) =>
    $maxHeight &&
    css`
      max-height: ${$maxHeight};
      overflow-y: auto;
      /* room for the focus ring inside the scrolling box */
      padding: ${theme.space(1)};
    `}
`;

/** An option's card: its label (the radio and its text) and, beside it, the option's own action. */
const Card = styled.div`
  display: flex;
  align-items: center;
  min-width: 0;
  border: ${({ theme }) => theme.size.hairline} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`},
    background ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  &:hover {
    border-color: ${({ theme }) => theme.color.textMuted};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: inset 0 0 0 ${({ theme }) => theme.size.hairline} ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
  &:has(input:disabled) {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

/** The card's label: the whole card but its action chooses the option. */
const Choice = styled.label<{ $compact: boolean }>`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.control.lg};
  padding: ${({ theme, $compact }) => theme.space($compact ? 2 : 3)};
  cursor: inherit;
`;

const Action = styled.span`
  flex: none;
  display: inline-flex;
  padding-inline-end: ${({ theme }) => theme.space(2)};
`;

/** The radio itself, drawn with the theme: a ring, filled with a dot when checked. */
const Mark = styled.input`
  appearance: none;
  flex: none;
  margin: 0;
  width: ${({ theme }) => theme.size.mark};
  height: ${({ theme }) => theme.size.mark};
  border: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  cursor: pointer;
  display: grid;
  place-content: center;
  &::before {
    content: '';
    width: ${({ theme }) => theme.space(2.5)};
    height: ${({ theme }) => theme.space(2.5)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.primary};
    transform: scale(0);
    transition: transform ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  }
  &:checked {
    border-color: ${({ theme }) => theme.color.primary};
  }
  &:checked::before {
    transform: scale(1);
  }
  &:focus-visible {
    outline: none;
  }
  &:disabled {
    cursor: inherit;
  }
`;

const CardText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  min-width: 0;
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Note = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;
