import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { moduleQueries } from '../../api/modules.ts';
import { useStoredZoneId } from '../../session/hooks.ts';
import { modulesInZones, storedZoneIds } from '../../../domain/module-wording.ts';
import { toModuleOption } from './module.context.ts';

/** The active modules whose zones match the stored zone ids (spec part 2 §2). */
export function useZoneModules() {
  const zoneId = useStoredZoneId();
  const query = useQuery(moduleQueries.list());
  const modules = useMemo(
    () =>
      modulesInZones(
        (query.data ?? []).filter((m) => m.status !== 0),
        storedZoneIds(zoneId),
      ).map(toModuleOption),
    [query.data, zoneId],
  );
  return { query, modules, zoneId };
}
