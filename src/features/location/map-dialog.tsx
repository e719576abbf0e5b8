import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { LocationActor } from './location-flow.tsx';
import { Alert, Status } from './location.styles.ts';
import { problemMessage } from './problem-message.ts';

// Leaflet (and its CSS) load only here, when the map dialog renders.
const MapCanvas = lazy(() => import('../../ui/map-canvas.tsx'));

/**
 * The map dialog: every way to set a location lands here. Dragging the map or the pin moves the point (MOVE),
 * which resolves the address and the zone again; Confirm stores it. Outside every zone Confirm stays disabled.
 */
export function MapDialog() {
  const { t } = useTranslation();
  const actor = LocationActor.useActorRef();
  const point = LocationActor.useSelector((s) => s.context.point);
  const address = LocationActor.useSelector((s) => s.context.address);
  const problem = LocationActor.useSelector((s) => s.context.problem);
  const resolving = LocationActor.useSelector((s) => s.hasTag('resolving'));
  const confirmed = LocationActor.useSelector((s) => s.hasTag('confirmed'));
  const outOfZone = LocationActor.useSelector((s) => s.hasTag('outOfZone'));
  const failed = LocationActor.useSelector((s) => s.hasTag('failed'));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && actor.send({ type: 'CLOSE' })}
      title={t('location.mapTitle')}
      description={t('location.mapHint')}
      maxWidth="760px"
      footer={
        <Button $size="lg" disabled={!confirmed} onClick={() => actor.send({ type: 'CONFIRM' })}>
          {t('location.confirm')}
        </Button>
      }
    >
      <MapFrame>
        <Suspense fallback={<Status role="status">{t('location.mapLoading')}</Status>}>
          {point && (
            <MapCanvas
              center={point}
              label={t('location.mapLabel')}
              pinLabel={t('location.pinLabel')}
              onMove={(latLng) => actor.send({ type: 'MOVE', latLng })}
            />
          )}
        </Suspense>
      </MapFrame>
      <Result>
        <Status role="status">{resolving ? t('location.resolving') : ''}</Status>
        {confirmed && address && (
          <Address>
            <strong>{t('location.selectedAddress')}</strong>
            <span data-testid="selected-address">{address}</span>
          </Address>
        )}
        {(outOfZone || failed) && problem && <Alert role="alert">{problemMessage(problem, t)}</Alert>}
        {failed && (
          <Button $variant="secondary" onClick={() => actor.send({ type: 'RETRY' })}>
            {t('location.retry')}
          </Button>
        )}
      </Result>
    </Dialog>
  );
}

const MapFrame = styled.div`
  height: min(420px, 55vh);
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  display: flex;
  align-items: center;
  justify-content: center;
  > * {
    flex: 1;
    align-self: stretch;
  }
`;

const Result = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(3)};
`;

const Address = styled.p`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;
