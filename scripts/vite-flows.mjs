// Vite plugins of the flow tools:
//  - every `@xstate/react` import in src/ resolves to src/app/inspection/xstate-react.ts, which creates each actor
//    with the app's one inspection hook (nothing listens unless `?inspect` / `?flows`);
//  - `virtual:flow-plans`: every machine's graph and the keys its QA test plans cover (scripts/paths.ts --format json),
//    for the /flows viewer's drawing and coverage figures, and `virtual:flow-plans/<machine>`: that machine's plans,
//    a chunk loaded when the viewer shows "which test path covers this transition" (the viewer imports no machine
//    module, so the app's chunks stay as they are). Generated at build / dev start and cached in
//    node_modules/.cache/flow-plans/<hash of the machines and their test files>.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wrapper = join(root, 'src/app/inspection/xstate-react.ts');
const VIRTUAL = 'virtual:flow-plans';

/** Every file whose change can change a plan. */
export function sources() {
  const walk = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return ['machines', 'test/machines', 'test/support', 'domain', 'scripts/paths.ts']
    .map((p) => join(root, p))
    .filter(existsSync)
    .flatMap((p) => (statSync(p).isDirectory() ? walk(p) : [p]))
    .sort();
}

function generatePlans() {
  const hash = createHash('sha256');
  for (const file of sources()) hash.update(file.slice(root.length)).update(readFileSync(file));
  const dir = join(root, 'node_modules/.cache/flow-plans', hash.digest('hex').slice(0, 16));
  if (!existsSync(join(dir, '.complete'))) {
    mkdirSync(dir, { recursive: true });
    try {
      execFileSync(
        process.execPath,
        [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/paths.ts', '--format', 'json', '--out', dir],
        {
          cwd: root,
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
      writeFileSync(join(dir, '.complete'), '');
    } catch {
      console.warn('flow plans: `npm run paths` failed (see above); the /flows viewer shows the plans it could make');
    }
  }
  if (read?.dir === dir) return read.machines; // the index and each machine's module read the same files
  const machines = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const { machine, description, graph, plans } = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    machines[machine] = {
      description: description || null,
      graph,
      plans: plans.map((p) => ({
        key: p.key,
        transition: p.transition,
        guard: p.guard,
        from: p.from,
        to: p.to,
        setup: p.setup.map((s) => s.text),
        given: p.given,
        when: p.when?.text ?? null,
        then: p.then,
        tags: p.tags,
      })),
    };
  }
  read = { dir, machines };
  return machines;
}
/** The plans last read, with the cache directory they came from. */
let read;

export function flowsPlugins() {
  return [
    {
      name: 'flows:inspected-xstate-react',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source === '@xstate/react' && importer?.startsWith(join(root, 'src')) && importer !== wrapper)
          return wrapper;
        return null;
      },
    },
    {
      // `virtual:flow-plans`: each machine's description, graph and covered keys, and a loader of its plans;
      // `virtual:flow-plans/<id>`: that machine's plans (their texts are most of the data: a chunk per machine, loaded
      // when the viewer shows a test path).
      name: 'flows:plans',
      resolveId: (id) => (id === VIRTUAL || id.startsWith(`${VIRTUAL}/`) ? `\0${id}` : null),
      load(id) {
        if (id === `\0${VIRTUAL}`) {
          const entries = Object.entries(generatePlans()).map(
            ([machine, { description, graph, plans }]) =>
              `${JSON.stringify(machine)}: { description: ${JSON.stringify(description)}, graph: ${JSON.stringify(graph)}, ` +
              `keys: ${JSON.stringify(plans.map((p) => p.key))}, ` +
              `load: () => import(${JSON.stringify(`${VIRTUAL}/${machine}`)}).then((m) => m.default) }`,
          );
          return `export default {\n${entries.join(',\n')}\n};`;
        }
        if (id.startsWith(`\0${VIRTUAL}/`)) {
          const machine = id.slice(`\0${VIRTUAL}/`.length);
          return `export default ${JSON.stringify(generatePlans()[machine]?.plans ?? [])};`;
        }
        return null;
      },
    },
  ];
}
