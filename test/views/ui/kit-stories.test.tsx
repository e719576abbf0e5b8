// Every story of the kit (src/ui/*.stories.tsx), composed with the Storybook preview (.storybook/preview.tsx: the
// app's providers, the theme and language globals), renders its visible label; the dark / ar globals reach the page.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import preview from '../../../.storybook/preview.tsx';
import * as buttonStories from '../../../src/ui/button.stories.tsx';

setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStories<typeof buttonStories>>['Primary'];
const modules = import.meta.glob<StoryModule>('../../../src/ui/*.stories.tsx', { eager: true });

/** The text a story shows as its name: the label, legend, title or text it is given. */
function visibleLabel(args: Record<string, unknown>): string | null {
  for (const key of ['label', 'legend', 'title', 'children', 'message'])
    if (typeof args[key] === 'string' && args[key]) return args[key] as string;
  return null;
}

/**
 * Runs a story's loaders (the preview's: the language, the kit's chunks) with no clipboard in the browser. With one,
 * Storybook's test addon (a loader of every composed story) sets up its own bundled copy of user-event on the
 * document, for play functions (the kit's stories have none): that copy's focus listener wraps the value setter of
 * every input focused afterwards around the tests' own user-event, whose typing then reaches React as a programmatic
 * change, without onChange — in every later file of the worker too, as the views share their window
 * (storybookjs/storybook#35928).
 */
async function loadStory(story: { load: () => Promise<void> }) {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  try {
    await story.load();
  } finally {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else Reflect.deleteProperty(navigator, 'clipboard');
  }
}

// the tests' user-event prepares the document before any story loads (as when an earlier file of the worker used it)
beforeAll(() => void userEvent.setup());

afterEach(() => {
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
});

const all = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(composeStories(mod)).map(
    ([name, story]) => [`${file.split('/').pop()} ${name}`, story as ComposedStory] as const,
  ),
);

describe('kit stories', () => {
  it('covers every kit component file that has stories', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(17);
  });

  it.each(all)('%s renders its label', async (_name, Story) => {
    await loadStory(Story);
    const { container } = render(<Story />);
    // a story whose render does not show its args names what it shows (`parameters.visible`)
    const visible = Story.parameters.visible as { role?: string; name?: string; text?: string } | undefined;
    const label = visible?.text ?? visibleLabel(Story.args as Record<string, unknown>);
    if (visible?.role)
      expect(await screen.findByRole(visible.role as 'button', { name: visible.name })).toBeInTheDocument();
    else if (label) expect((await screen.findAllByText(label, { exact: false })).length).toBeGreaterThan(0);
    else expect(container.textContent ?? '').not.toBe('');
  });

  it('the ar and dark globals set the direction, language and theme', async () => {
    const Light = composeStories(buttonStories).Primary;
    await loadStory(Light);
    const { unmount } = render(<Light />);
    const lightBackground = getComputedStyle(screen.getByRole('button', { name: 'Add to cart' })).backgroundColor;
    expect(document.documentElement.dir).toBe('ltr');
    unmount();

    const Dark = composeStories(buttonStories, { initialGlobals: { theme: 'dark', locale: 'ar' } }).Primary;
    await loadStory(Dark);
    render(<Dark />);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(getComputedStyle(button).backgroundColor).not.toBe(lightBackground);
  });

  it('leaves typing to the tests: a field typed into after the stories loaded reports what was typed', async () => {
    function Digits() {
      const [digits, setDigits] = useState('');
      return (
        <input aria-label="Digits" value={digits} onChange={(e) => setDigits(e.target.value.replace(/\D/g, ''))} />
      );
    }
    render(<Digits />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Digits' }), '1x2');
    expect(screen.getByRole('textbox', { name: 'Digits' })).toHaveValue('12');
  });
});
