// Vite plugins of the flow tools (issue 13):
//  - every `@xstate/react` import in src/ resolves to src/app/inspection/xstate-react.ts, which creates each actor
//    with the app's one inspection hook (nothing listens unless `?inspect` / `?flows`);
//  - `virtual:flow-plans`: every machine's graph and QA test plans (scripts/paths.ts --format json), for the /flows
//    viewer's drawing, coverage figures and "which test path covers this transition" (the viewer imports no
//    machine module, so the app's chunks stay as they are). Generated at build / dev start and
//    cached in node_modules/.cache/flow-plans/<hash of the machines and their test files>.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wrapper = join(root, 'src/app/inspection/xstate-react.ts');
const VIRTUAL = 'virtual:flow-plans';

/** Every file whose change can change a plan. */
function sources() {
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
  return machines;
}

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
      name: 'flows:plans',
      resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
      load: (id) => (id === `\0${VIRTUAL}` ? `export default ${JSON.stringify(generatePlans())};` : null),
    },
  ];
}
