import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { session } from '../session/storage.ts';
import { applyDocumentLanguage, createI18n } from '../i18n/i18n.ts';
import { App } from './app.tsx';
import { setServerErrorText } from '../api/errors.ts';

const language = session.language();
applyDocumentLanguage(language);
const i18n = await createI18n(language);
setServerErrorText(() => i18n.t('common.serverUnavailable'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
