import { useState } from 'react';
import { LocaleProvider } from '@ark-ui/react/locale';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox, Switch } from '../../../src/ui/checkbox.tsx';
import { RemovableChip } from '../../../src/ui/chip.tsx';
import { NumberInput } from '../../../src/ui/number-input.tsx';
import { RadioCards } from '../../../src/ui/radio-cards.tsx';
import { Select } from '../../../src/ui/select.tsx';
import { renderWithProviders } from '../../support/render.tsx';

// The component kit (src/ui, docs/architecture.md "The component kit"): each control is found by its role and its
// visible label, works from the keyboard, and keeps working right to left.

const fruits = [
  { value: '', label: 'All' },
  { value: 'apple', label: 'Apple' },
  { value: 'pear', label: 'Pear' },
];

function Kit({ initial = '' }: { initial?: string }) {
  const [fruit, setFruit] = useState(initial);
  const [size, setSize] = useState<'s' | 'm'>('s');
  const [on, setOn] = useState(false);
  const [wifi, setWifi] = useState(false);
  const [count, setCount] = useState<number | null>(2);
  const [chips, setChips] = useState(['Air condition']);
  return (
    <>
      <Select label="Fruit" options={fruits} value={fruit} onValueChange={setFruit} />
      <output aria-label="fruit chosen">{fruit}</output>
      <RadioCards
        legend="Size"
        options={[
          { value: 's' as const, label: 'Small' },
          { value: 'm' as const, label: 'Medium', note: '(+ $1.00)' },
        ]}
        value={size}
        onValueChange={setSize}
      />
      <Checkbox label="Top rated" checked={on} onCheckedChange={setOn} />
      <Switch label="Wi-Fi" checked={wifi} onCheckedChange={setWifi} />
      <NumberInput label="Hours" min={1} max={5} value={count} onValueChange={setCount} />
      <output aria-label="hours chosen">{String(count)}</output>
      {chips.map((c) => (
        <RemovableChip key={c} label={c} removeLabel={`Remove ${c}`} onRemove={() => setChips([])} />
      ))}
    </>
  );
}

describe('the component kit', () => {
  it('Select: a combobox named by its label, opened and chosen with the keyboard', async () => {
    await renderWithProviders(<Kit />);
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    expect(box).toHaveTextContent('All');
    box.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'fruit chosen' })).toHaveTextContent('pear'));
    expect(box).toHaveTextContent('Pear');
    // and with the pointer
    await user.click(box);
    await user.click(await screen.findByRole('option', { name: 'Apple' }));
    await waitFor(() => expect(box).toHaveTextContent('Apple'));
  });

  it('RadioCards: a group named by its legend, each radio by its label (and note)', async () => {
    await renderWithProviders(<Kit />);
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Size' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /^Medium/ }));
    expect(screen.getByRole('radio', { name: /^Medium/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Small' })).not.toBeChecked();
    // the label toggles it too
    await user.click(screen.getByText('Small'));
    expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
  });

  it('RadioCards: reselect picks the chosen option again, an action stays apart, disabled and scrolling', async () => {
    const picks: string[] = [];
    const edits: string[] = [];
    function Reasons({ disabled }: { disabled?: boolean }) {
      const [reason, setReason] = useState<string | null>(null);
      return (
        <RadioCards
          legend="Reason"
          options={['Late', 'Mistake'].map((r) => ({
            value: r,
            label: r,
            action: (
              <button type="button" aria-label={`Edit ${r}`} onClick={() => edits.push(r)}>
                ✎
              </button>
            ),
          }))}
          value={reason}
          reselect
          disabled={disabled}
          maxHeight="120px"
          onValueChange={(r) => {
            picks.push(r);
            setReason(r);
          }}
        />
      );
    }
    const { rerender } = await renderWithProviders(<Reasons />);
    const user = userEvent.setup();
    const late = screen.getByRole('radio', { name: 'Late' });
    await user.click(late);
    expect(late).toBeChecked();
    // picked again: by the pointer, and by Space on the checked radio
    await user.click(screen.getByText('Late'));
    late.focus();
    await user.keyboard(' ');
    expect(picks).toEqual(['Late', 'Late', 'Late']);
    // the arrow keys pick the next one
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Mistake' })).toBeChecked();
    expect(picks.at(-1)).toBe('Mistake');
    // the option's action keeps its own name and does not choose
    await user.click(screen.getByRole('button', { name: 'Edit Late' }));
    expect(edits).toEqual(['Late']);
    expect(screen.getByRole('radio', { name: 'Mistake' })).toBeChecked();
    // the cards scroll inside the group, below its legend
    const group = screen.getByRole('group', { name: 'Reason' });
    let box = late.parentElement;
    while (box && box !== group && getComputedStyle(box).overflowY !== 'auto') box = box.parentElement;
    expect(box).not.toBe(group);
    expect(getComputedStyle(box!)).toMatchObject({ maxHeight: '120px', overflowY: 'auto' });
    expect(within(box!).queryByText('Reason')).toBeNull();
    // disabled: every radio
    rerender(<Reasons disabled />);
    const radios = within(screen.getByRole('group', { name: 'Reason' })).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    for (const radio of radios) expect(radio).toBeDisabled();
  });

  it('Checkbox and Switch: named by their labels, toggled with Space', async () => {
    await renderWithProviders(<Kit />);
    const user = userEvent.setup();
    const box = screen.getByRole('checkbox', { name: 'Top rated' });
    expect(box).not.toBeChecked();
    // a click on the visible label toggles it
    await user.click(screen.getByText('Top rated'));
    await waitFor(() => expect(box).toBeChecked());
    box.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(box).not.toBeChecked());
    const sw = screen.getByRole('switch', { name: 'Wi-Fi' });
    await user.click(sw);
    await waitFor(() => expect(sw).toBeChecked());
  });

  it('NumberInput: a spinbutton named by its label, stepped by the arrow keys and by named − / + buttons', async () => {
    await renderWithProviders(<Kit />);
    const user = userEvent.setup();
    const hours = screen.getByRole('spinbutton', { name: 'Hours' });
    expect(hours).toHaveValue('2');
    hours.focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('status', { name: 'hours chosen' })).toHaveTextContent('3'));
    await user.click(screen.getByRole('button', { name: 'Decrease Hours' }));
    await user.click(screen.getByRole('button', { name: 'Decrease Hours' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'hours chosen' })).toHaveTextContent('1'));
    // at the minimum the − button is disabled
    expect(screen.getByRole('button', { name: 'Decrease Hours' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase Hours' })).toBeEnabled();
  });

  it('RemovableChip: its name contains its visible label, and it removes', async () => {
    await renderWithProviders(<Kit />);
    const chip = screen.getByRole('button', { name: 'Remove Air condition' });
    expect(chip.textContent).toBe('Air condition');
    await userEvent.setup().click(chip);
    expect(screen.queryByRole('button', { name: 'Remove Air condition' })).not.toBeInTheDocument();
  });

  it('right to left, in Arabic: the same roles and names, the stepper named in Arabic, the select still chosen by keys', async () => {
    await renderWithProviders(
      <LocaleProvider locale="ar-SA">
        <div dir="rtl">
          <Kit />
        </div>
      </LocaleProvider>,
      { language: 'ar' },
    );
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'زيادة Hours' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إنقاص Hours' })).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    box.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(box).toHaveTextContent('Apple'));
  });
});
