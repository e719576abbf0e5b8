// Every story renders inside the app's own providers (src/app/providers.tsx: i18n, React Query, the theme, Ark's
// locale, the global style, the toaster), in the theme and language the toolbar picks: `theme` light / dark (stored as
// the app stores the customer's choice, which Providers reads) and `locale` en / ar / bn / es (its catalogue, and lang/dir on
// <html> as the app applies them). The kit's deferred Ark parts are loaded first, so a story shows the working control.
import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { Providers } from '../src/app/providers.tsx';
import { applyDocumentLanguage, createI18n } from '../src/i18n/i18n.ts';
import { languages } from '../src/i18n/language-names.ts';
import { appLanguageOf, directionOf } from '../domain/languages.ts';
import { storeLanguage, storeSettings } from '../src/session/storage.ts';
import { preloadDatePicker } from '../src/ui/date-time-field.tsx';
import { preloadDialog } from '../src/ui/dialog.tsx';
import { preloadNumberInput } from '../src/ui/number-input.tsx';
import { preloadSelect } from '../src/ui/select.tsx';
import { loadToasts } from '../src/ui/toast.ts';

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Language (and reading direction)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: languages.map((l) => ({ value: l.code, title: `${l.label} (${directionOf(l.code).toUpperCase()})` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  loaders: [
    async ({ globals }) => {
      const locale = appLanguageOf(globals.locale);
      storeSettings({ theme: globals.theme === 'dark' ? 'dark' : 'light' });
      storeLanguage(locale, directionOf(locale));
      applyDocumentLanguage(locale);
      const [i18n] = await Promise.all([
        createI18n(locale),
        preloadDialog(),
        preloadSelect(),
        preloadNumberInput(),
        preloadDatePicker(),
        loadToasts(),
      ]);
      return { i18n };
    },
  ],
  decorators: [
    (Story, { loaded, globals, parameters }) => (
      <Providers i18n={loaded.i18n as I18n} key={`${globals.theme}-${globals.locale}`}>
        {/* A gallery story brings its own router (its page's routes); a kit story gets a plain one for any link. */}
        {parameters.ownRouter ? (
          <Story />
        ) : (
          <MemoryRouter>
            <Story />
          </MemoryRouter>
        )}
      </Providers>
    ),
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
