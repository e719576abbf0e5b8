// `tsx scripts/gallery-states.ts`: the state gallery's stories (test/support/state-gallery.ts) of every machine with a
// graph-path config, as JSON `{ "<machine id>": [{ "key": "otp.entering", "exportName": "state_otp_entering" }, …] }`
// on stdout. Storybook's gallery indexer (.storybook/gallery-index.ts) runs it to list the stories.
import { loadPathConfigs } from '../test/support/machine-catalogue.ts';
import { galleryStates } from '../test/support/state-gallery.ts';

const out: Record<string, { key: string; exportName: string }[]> = {};
for (const config of await loadPathConfigs())
  out[config.machine.id] = galleryStates(config).map(({ key, exportName }) => ({ key, exportName }));
process.stdout.write(JSON.stringify(out));
