import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferredPart } from '../../../src/ui/deferred-part.tsx';

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
  it('shows its placeholder with the same props until the chunk is in, then the part; the chunk is asked once', async () => {
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
    await act(async () => chunk.fail(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
    logged.mockRestore();
    first.unmount();
    render(<Part label="Brand" />);
    await act(async () => chunk.arrive());
    expect(screen.getByRole('button', { name: 'Brand (loaded)' })).toBeInTheDocument();
    expect(chunk.calls()).toBe(2);
  });
});
