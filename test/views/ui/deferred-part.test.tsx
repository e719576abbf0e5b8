import { Component, type ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredPart } from '../../../src/ui/deferred-part.tsx';
import { renderWithProviders } from '../../support/render.tsx';

// The kit's heavy parts (Select, NumberInput, Dialog) load Ark UI's machines as chunks of their own
// (src/ui/deferred-part.tsx): a placeholder until the chunk is in, then the part; loaded once for every instance.

/** A chunk whose arrival the test decides. */
function controlledChunk() {
  let calls = 0;
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const load = () => {
    calls += 1;
    return new Promise<(p: { label: string }) => ReactNode>((resolve, reject) => {
      arrive = () => resolve(({ label }) => <button type="button">{`${label} (loaded)`}</button>);
      fail = reject;
    });
  };
  return { load, calls: () => calls, arrive: () => arrive(), fail: (e: Error) => fail(e) };
}

const Placeholder = ({ label }: { label: string }) => <span role="status">{`${label} (placeholder)`}</span>;

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

describe('a deferred kit part', () => {
  it('shows its placeholder with the same props until the chunk is in, then the part; the chunk is asked once, in a task after the mount', async () => {
    const chunk = controlledChunk();
    const { Part } = deferredPart(chunk.load, Placeholder);
    render(
      <>
        <Part label="Day" />
        <Part label="Time slot" />
      </>,
    );
    expect(screen.getByText('Day (placeholder)')).toBeInTheDocument();
    expect(screen.getByText('Time slot (placeholder)')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    // not in the task that drew the page
    expect(chunk.calls()).toBe(0);
    await waitFor(() => expect(chunk.calls()).toBe(1));
    await act(async () => chunk.arrive());
    expect(screen.getByRole('button', { name: 'Day (loaded)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Time slot (loaded)' })).toBeInTheDocument();
    expect(screen.queryByText(/placeholder/)).not.toBeInTheDocument();
    expect(chunk.calls()).toBe(1);
  });

  it('once the chunk is in (preloaded), a new instance renders the part at once, without a placeholder', async () => {
    const chunk = controlledChunk();
    const { Part, preload } = deferredPart(chunk.load, Placeholder);
    const loading = preload();
    chunk.arrive();
    await loading;
    render(<Part label="Hours" />);
    expect(screen.getByRole('button', { name: 'Hours (loaded)' })).toBeInTheDocument();
    expect(screen.queryByText(/placeholder/)).not.toBeInTheDocument();
    expect(chunk.calls()).toBe(1);
  });

  it('a chunk that fails to load reaches the error boundary, and the next mount asks for it again', async () => {
    const chunk = controlledChunk();
    const { Part } = deferredPart(chunk.load, Placeholder);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    const first = render(
      <Boundary>
        <Part label="Brand" />
      </Boundary>,
    );
    await waitFor(() => expect(chunk.calls()).toBe(1));
    await act(async () => chunk.fail(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    logged.mockRestore();
    first.unmount();
    render(<Part label="Brand" />);
    await waitFor(() => expect(chunk.calls()).toBe(2));
    await act(async () => chunk.arrive());
    expect(screen.getByRole('button', { name: 'Brand (loaded)' })).toBeInTheDocument();
    expect(chunk.calls()).toBe(2);
  });

  it('a placeholder the user acted on hands the part its "activated" props when it arrives; others stay as they are', async () => {
    let arrive!: () => void;
    const load = () =>
      new Promise<(p: { label: string; open?: boolean }) => ReactNode>((resolve) => {
        arrive = () => resolve(({ label, open }) => <p>{`${label}: ${open ? 'open' : 'closed'}`}</p>);
      });
    const { Part } = deferredPart<{ label: string; open?: boolean }>(
      load,
      ({ label, activate }) => (
        <button type="button" onClick={() => activate()}>
          {label}
        </button>
      ),
      { open: true },
    );
    render(
      <>
        <Part label="Day" />
        <Part label="Time slot" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Day' }));
    await act(async () => arrive());
    expect(screen.getByText('Day: open')).toBeInTheDocument();
    expect(screen.getByText('Time slot: closed')).toBeInTheDocument();
  });

  it('activate may say what the part arrives with for this act (which control was pressed)', async () => {
    let arrive!: () => void;
    type Props = { label: string; act?: 'add' | 'expand' };
    const load = () =>
      new Promise<(p: Props) => ReactNode>((resolve) => {
        arrive = () => resolve(({ label, act }) => <p>{`${label}: ${act ?? 'nothing'}`}</p>);
      });
    const { Part } = deferredPart<Props>(load, ({ label, activate }) => (
      <button type="button" onClick={() => activate({ act: 'expand' })}>
        {label}
      </button>
    ));
    render(
      <>
        <Part label="Soap" />
        <Part label="Salt" />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Soap' }));
    await act(async () => arrive());
    expect(screen.getByText('Soap: expand')).toBeInTheDocument();
    expect(screen.getByText('Salt: nothing')).toBeInTheDocument();
  });
});

describe('an intent part (loaded when the user is about to use it) and a press under way', () => {
  type Props = { label: string; act?: 'add' };
  /** An intent part whose chunk is in (preloaded at idle), its placeholder a button as the card's Add. */
  const preloadedIntentPart = async () => {
    const { IntentPart, preload } = deferredPart<Props>(
      async () =>
        ({ label, act }) => <p>{`${label}: ${act ?? 'nothing'}`}</p>,
      ({ label, activate, prepare }) => (
        <button type="button" onPointerEnter={prepare} onFocus={prepare} onClick={() => activate({ act: 'add' })}>
          {label}
        </button>
      ),
    );
    render(
      <>
        <IntentPart label="Soap" />
        <IntentPart label="Salt" />
      </>,
    );
    await act(async () => void (await preload()));
    return { soap: screen.getByRole('button', { name: 'Soap' }), salt: screen.getByRole('button', { name: 'Salt' }) };
  };

  it("a touch's or a pen's pointer coming over it is a press starting: the placeholder stays, and the press activates the part", async () => {
    const { soap, salt } = await preloadedIntentPart();
    fireEvent.pointerEnter(soap, { pointerType: 'touch' });
    fireEvent.pointerEnter(salt, { pointerType: 'pen' });
    // still the pressed elements: swapped now, the press's click would have no target
    expect(soap).toBeInTheDocument();
    expect(salt).toBeInTheDocument();
    fireEvent.click(soap);
    expect(await screen.findByText('Soap: add')).toBeInTheDocument();
    expect(salt).toBeInTheDocument();
  });

  it("a mouse's pointer over it comes before a press: the part is swapped in at once", async () => {
    const { soap } = await preloadedIntentPart();
    fireEvent.pointerEnter(soap, { pointerType: 'mouse' });
    expect(await screen.findByText('Soap: nothing')).toBeInTheDocument();
  });
});

describe("the kit's Select before Ark's select is in", () => {
  /** A Select module of its own, whose chunk is not loaded yet (the test setup preloads the shared one). */
  // a query makes another module instance of the kit's select (with a deferred part of its own, not yet loaded);
  // its imports stay the shared ones
  const freshSelect = async (instance: string) => {
    const url = `../../../src/ui/select.tsx?${instance}`;
    return ((await import(/* @vite-ignore */ url)) as typeof import('../../../src/ui/select.tsx')).Select;
  };
  const options = [
    { value: 'today', label: 'Today' },
    { value: 'tomorrow', label: 'Tomorrow' },
  ];

  it('a click on it is not lost: the listbox opens as soon as the select arrives, with the focus on it', async () => {
    const Select = await freshSelect('click');
    await renderWithProviders(<Select label="Day" options={options} value="today" onValueChange={() => {}} />);
    const placeholder = screen.getByRole('combobox', { name: 'Day' });
    expect(placeholder).not.toHaveAttribute('data-scope'); // still the placeholder
    fireEvent.click(placeholder);
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Tomorrow' })).toBeInTheDocument();
    const trigger = screen.getByRole('combobox', { name: 'Day' });
    expect(trigger).toHaveAttribute('data-scope', 'select');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
  });

  it('so is Enter from the keyboard; a key that does not open a select (Tab) leaves it closed', async () => {
    const Select = await freshSelect('key');
    await renderWithProviders(
      <>
        <Select label="Day" options={options} value="today" onValueChange={() => {}} />
        <Select label="Slot" options={options} value="today" onValueChange={() => {}} />
      </>,
    );
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Slot' }), { key: 'Tab' });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Day' }), { key: 'Enter' });
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await screen.findAllByRole('combobox', { expanded: true });
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Slot' })).toHaveAttribute('aria-expanded', 'false');
  });
});
