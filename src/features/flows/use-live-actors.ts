import { useEffect, useState } from 'react';
import { subscribeLiveActors, type LiveActor } from './live-actors.ts';

/** The running app's actors (this tab and others with `?flows`), newest snapshot each. */
export function useLiveActors(): LiveActor[] {
  const [actors, setActors] = useState<LiveActor[]>([]);
  useEffect(() => subscribeLiveActors(setActors), []);
  return actors;
}
