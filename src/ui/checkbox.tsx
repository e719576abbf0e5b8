import type { ReactNode } from 'react';
import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { Switch as ArkSwitch } from '@ark-ui/react/switch';
import styled, { css } from 'styled-components';

interface ToggleProps {
  /** The visible label: the control's accessible name. */
  label: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
}

/**
 * The kit's checkbox (Ark UI): a real (visually hidden) checkbox input inside its label, so the label names it, a
 * click on the label toggles it and Space toggles it from the keyboard; the box is drawn with the theme, aligned with
 * the label's first line in either reading direction.
 */
export function Checkbox({ label, checked, onCheckedChange, disabled }: ToggleProps) {
  return (
    <ToggleRoot
      as={ArkCheckbox.Root}
      checked={checked}
      onCheckedChange={(d) => onCheckedChange(d.checked === true)}
      disabled={disabled}
    >
      <Box>
        <ArkCheckbox.Indicator>
          <Tick aria-hidden="true" />
        </ArkCheckbox.Indicator>
      </Box>
      <ArkCheckbox.Label>{label}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput />
    </ToggleRoot>
  );
}

/** The kit's switch (Ark UI, role switch): an on/off setting that applies at once; a checkbox in a form. */
export function Switch({ label, checked, onCheckedChange, disabled }: ToggleProps) {
  return (
    <ToggleRoot
      as={ArkSwitch.Root}
      checked={checked}
      onCheckedChange={(d) => onCheckedChange(d.checked)}
      disabled={disabled}
    >
      <Track>
        <Thumb />
      </Track>
      <ArkSwitch.Label>{label}</ArkSwitch.Label>
      {/* exposed as a switch (on/off), not as a checkbox */}
      <ArkSwitch.HiddenInput role="switch" />
    </ToggleRoot>
  );
}

const ToggleRoot = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.size.control.sm};
  cursor: pointer;
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const focusRing = css`
  [data-focus-visible] > & {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;

const Box = styled(ArkCheckbox.Control)`
  flex: none;
  display: grid;
  place-content: center;
  width: ${({ theme }) => theme.size.mark};
  height: ${({ theme }) => theme.size.mark};
  border: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.xs};
  background: ${({ theme }) => theme.color.surface};
  &[data-state='checked'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
  }
  ${focusRing}
`;

/** The tick, drawn with two borders (no glyph). */
const Tick = styled.span`
  display: block;
  width: ${({ theme }) => theme.space(1.5)};
  height: ${({ theme }) => theme.space(2.5)};
  border-inline-end: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.onPrimary};
  border-block-end: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.onPrimary};
  transform: translateY(-10%) rotate(45deg);
  [dir='rtl'] & {
    transform: translateY(-10%) rotate(-45deg) scaleX(-1);
  }
`;

const Track = styled(ArkSwitch.Control)`
  flex: none;
  display: inline-flex;
  align-items: center;
  width: ${({ theme }) => theme.space(9)};
  height: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(0.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border};
  transition: background ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  &[data-state='checked'] {
    background: ${({ theme }) => theme.color.primary};
  }
  ${focusRing}
`;

const Thumb = styled(ArkSwitch.Thumb)`
  width: ${({ theme }) => theme.space(4)};
  height: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: transform ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  &[data-state='checked'] {
    transform: translateX(${({ theme }) => theme.space(4)});
  }
  [dir='rtl'] &[data-state='checked'] {
    transform: translateX(-${({ theme }) => theme.space(4)});
  }
`;
