import { useMemo } from 'react';
import plans from 'virtual:flow-plans';
import { flowEntries } from './flow-catalogue.ts';
import { FlowsView } from './flows-view.tsx';

/** /flows: every statechart, drawn, with coverage, live state and the test path per transition. */
export function FlowsPage() {
  const entries = useMemo(() => flowEntries(plans), []);
  return <FlowsView entries={entries} />;
}
