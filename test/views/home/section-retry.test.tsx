// A home section whose content fails to render shows its own failure, and its Try again asks for the section's
// answers afresh (its query keys) before drawing it again: the answer that broke it is not drawn a second time.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { Section } from '../../../src/features/home/section.tsx';
import { renderWithProviders } from '../../support/render.tsx';

const KEY = ['home', 'test-row'] as const;

/** Draws the answer's name; an answer without one breaks it (what a bad answer does to a section's content). */
function Row({ fetchRow }: { fetchRow: () => Promise<{ name?: string }> }) {
  const { data } = useQuery({ queryKey: KEY, queryFn: fetchRow });
  if (!data) return null;
  if (!data.name) throw new Error('an answer the row cannot read');
  return <p>{data.name}</p>;
}

describe('a home section that fails to render', () => {
  it('Try again asks for its answers afresh, then draws them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught render error
    const answers = [{}, { name: 'Papaya' }];
    const fetchRow = vi.fn(async () => answers.shift()!);
    await renderWithProviders(
      <Section title="Popular items" reload={[KEY]}>
        <Row fetchRow={fetchRow} />
      </Section>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section could not be shown.');
    expect(fetchRow).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Papaya')).toBeVisible();
    expect(fetchRow).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
