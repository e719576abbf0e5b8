// The kit's number field before Ark's number input is in (src/ui/number-input.tsx): digits typed into its placeholder
// are kept, and the focus moves to Ark's input when it arrives, the caret after them. The test holds the chunk: the
// same placeholder and loaded part, behind a load it decides (the app's own is preloaded by the tests' setup).
import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredPart } from '../../../src/ui/deferred-part.tsx';
import { NumberInputPlaceholder } from '../../../src/ui/number-input.tsx';
import { NumberInputStepper, type NumberInputProps } from '../../../src/ui/number-input-stepper.tsx';
import { renderWithProviders } from '../../support/render.tsx';

/**
 * The number field with the kit's placeholder and loaded part, behind a chunk that arrives when `arrive` is called
 * (asked for at mount, or on intent as the kit's NumberInput: `asked` says whether it has been).
 */
function heldNumberField(onIntent = false) {
  let arrive!: () => void;
  let asked = false;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const part = deferredPart<NumberInputProps>(() => {
    asked = true;
    return arrived.then(() => NumberInputStepper);
  }, NumberInputPlaceholder);
  const NumberInput = onIntent ? part.IntentPart : part.Part;
  function Hours() {
    const [hours, setHours] = useState<number | null>(null);
    return (
      <>
        <NumberInput label="Hours" min={1} value={hours} onValueChange={setHours} />
        <output aria-label="hours chosen">{String(hours)}</output>
        <button type="button">Elsewhere</button>
      </>
    );
  }
  return { Hours, arrive: () => act(async () => arrive()), asked: () => asked };
}

describe('the number field before its chunk is in', () => {
  it('keeps the digits typed into it and hands the focus and caret to the loaded field', async () => {
    const { Hours, arrive } = heldNumberField();
    await renderWithProviders(<Hours />);
    const user = userEvent.setup();
    const early = screen.getByRole('spinbutton', { name: 'Hours' });
    expect(early).not.toHaveAttribute('data-scope'); // the placeholder, not Ark's input

    await user.click(early);
    await user.keyboard('1x2');
    expect(early).toHaveValue('12');
    expect(screen.getByRole('status', { name: 'hours chosen' })).toHaveTextContent('12');

    await arrive();
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Hours' })).toHaveAttribute('data-scope'));
    const loaded = screen.getByRole('spinbutton', { name: 'Hours' }) as HTMLInputElement;
    expect(loaded).toHaveValue('12');
    expect(loaded).toHaveFocus();
    expect(loaded.selectionStart).toBe(2);
    await user.keyboard('3');
    await waitFor(() => expect(screen.getByRole('status', { name: 'hours chosen' })).toHaveTextContent('123'));
  });

  it('does not take the focus back from where the shopper went meanwhile', async () => {
    const { Hours, arrive } = heldNumberField();
    await renderWithProviders(<Hours />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('spinbutton', { name: 'Hours' }));
    await user.keyboard('4');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await arrive();
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Hours' })).toHaveAttribute('data-scope'));
    expect(screen.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('4');
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
  });
});

describe("the number field that loads on intent (the kit's NumberInput)", () => {
  it('asks for nothing until the shopper points at it; a press on + steps the value once it is in', async () => {
    const { Hours, arrive, asked } = heldNumberField(true);
    await renderWithProviders(<Hours />);
    const user = userEvent.setup();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(asked()).toBe(false);

    // empty counts as 0, as in Ark's: below the minimum, − is disabled; + steps it once Ark's input is in
    const chosen = screen.getByRole('status', { name: 'hours chosen' });
    expect(screen.getByRole('button', { name: 'Decrease Hours' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase Hours' }));
    expect(asked()).toBe(true);
    await arrive();
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Hours' })).toHaveAttribute('data-scope'));
    await waitFor(() => expect(chosen).toHaveTextContent('1'));
    expect(screen.getByRole('spinbutton', { name: 'Hours' })).toHaveValue('1');
  });

  it("draws − and + as Ark's would: − enabled above the minimum", async () => {
    const { Hours } = heldNumberField(true);
    await renderWithProviders(<Hours />);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Hours' }), { target: { value: '3' } });
    expect(screen.getByRole('button', { name: 'Decrease Hours' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Increase Hours' })).toBeEnabled();
  });

  it('is asked for when the pointer comes over it', async () => {
    const { Hours, asked } = heldNumberField(true);
    await renderWithProviders(<Hours />);
    await userEvent.hover(screen.getByRole('spinbutton', { name: 'Hours' }));
    await waitFor(() => expect(asked()).toBe(true));
  });
});
