import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog.tsx';
import { LocationFlowProvider } from './location-flow.tsx';
import { LocationPanel } from './location-panel.tsx';

/** The location picker as a dialog (opened from the top bar or navbar through `?picker=location`). */
export function LocationPickerDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('location.pickerTitle')} maxWidth="560px">
      <LocationFlowProvider>
        <LocationPanel headingLevel={3} />
      </LocationFlowProvider>
    </Dialog>
  );
}
