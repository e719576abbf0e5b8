import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

interface ToggleProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'checked'> {
  /** The visible label: the control's accessible name. */
  label: ReactNode;
  /** Controlled use; leave both out with react-hook-form's `register` (its name, onChange, onBlur and ref). */
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}

/**
 * The kit's checkbox: a real checkbox input inside its label, so the label names it, a click on the label toggles
 * it and Space toggles it from the keyboard; the browser's box is replaced by one drawn with the theme
 * (`appearance: none`), aligned with the label's first line in either reading direction. No script of its own: the
 * input already is the accessible behaviour (docs/architecture.md "The component kit"). Controlled (`checked`,
 * `onCheckedChange`) or a form's field (`{...register('terms')}`); other input attributes (aria-describedby, …) go to
 * the input.
 */
export const Checkbox = forwardRef<HTMLInputElement, ToggleProps>(function Checkbox(props, ref) {
  return <Toggle {...props} ref={ref} Control={Box} />;
});

/** The kit's switch (role switch): an on/off setting that applies at once; a checkbox in a form. */
export const Switch = forwardRef<HTMLInputElement, ToggleProps>(function Switch(props, ref) {
  return <Toggle {...props} ref={ref} Control={Track} role="switch" />;
});

const Toggle = forwardRef<HTMLInputElement, ToggleProps & { Control: typeof Box; role?: 'switch' }>(function Toggle(
  { label, checked, onCheckedChange, onChange, Control, disabled, ...input },
  ref,
) {
  return (
    <ToggleRoot data-disabled={disabled ? '' : undefined}>
      <Control
        ref={ref}
        type="checkbox"
        checked={checked}
        onChange={(e) => {
          onChange?.(e);
          onCheckedChange?.(e.currentTarget.checked);
        }}
        disabled={disabled}
        {...input}
      />
      <span>{label}</span>
    </ToggleRoot>
  );
});

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

/** The drawn control: the browser's own box removed, the focus ring the theme's. */
const drawn = styled.input`
  appearance: none;
  flex: none;
  margin: 0;
  cursor: inherit;
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;

const Box = styled(drawn)`
  display: grid;
  place-content: center;
  width: ${({ theme }) => theme.size.mark};
  height: ${({ theme }) => theme.size.mark};
  border: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.xs};
  background: ${({ theme }) => theme.color.surface};
  /* the tick, drawn with two borders (no glyph) */
  &::before {
    content: '';
    width: ${({ theme }) => theme.space(1.5)};
    height: ${({ theme }) => theme.space(2.5)};
    border-inline-end: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.onPrimary};
    border-block-end: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.onPrimary};
    transform: translateY(-10%) rotate(45deg);
    visibility: hidden;
  }
  [dir='rtl'] &::before {
    transform: translateY(-10%) rotate(-45deg) scaleX(-1);
  }
  &:checked {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
  }
  &:checked::before {
    visibility: visible;
  }
`;

const Track = styled(drawn)`
  display: inline-flex;
  align-items: center;
  width: ${({ theme }) => theme.space(9)};
  height: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(0.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border};
  transition: background ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  /* the thumb */
  &::before {
    content: '';
    width: ${({ theme }) => theme.space(4)};
    height: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    box-shadow: ${({ theme }) => theme.shadow.card};
    transition: transform ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  }
  &:checked {
    background: ${({ theme }) => theme.color.primary};
  }
  &:checked::before {
    transform: translateX(${({ theme }) => theme.space(4)});
  }
  [dir='rtl'] &:checked::before {
    transform: translateX(-${({ theme }) => theme.space(4)});
  }
`;
