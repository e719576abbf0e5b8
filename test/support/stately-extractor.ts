// Stately's own parser (`@xstate/machine-extractor`, the one behind the Stately editor's import and the VS Code
// extension). It parses XState v5 `setup({...}).createMachine({...})` files (a member-expression `createMachine`
// call), but at load time it requires XState 4's internals (`xstate/lib/types`, `xstate/lib/actions`), which
// XState 5's package exports do not expose. The app's `xstate` stays 5; the extractor alone is pointed at the
// `xstate4` alias (devDependency `xstate4: npm:xstate@4.38.3`) while it loads.
import Module, { createRequire } from 'node:module';

type Resolve = (request: string, parent: { filename?: string } | undefined, ...rest: unknown[]) => string;
const moduleWithResolver = Module as unknown as { _resolveFilename: Resolve };

export interface ExtractedTransition {
  /** The source state's path from the root (e.g. ['map', 'resolving']). */
  fromPath: string[];
  /** Where the transition is declared: ['on', EVENT, index] | ['after', delay, index] | ['onDone', index] |
   * ['invoke', i, 'onDone' | 'onError', index] | ['always', index]. */
  transitionPath: (string | number)[];
}

export interface ExtractedMachine {
  id: string | undefined;
  /** Every state node's path (the root excluded). */
  statePaths: string[][];
  transitions: ExtractedTransition[];
  /** The invoke ids per state path (`a.b`), in declaration order. */
  invokeIds: Map<string, (string | undefined)[]>;
  /** The state's description per state path (`a.b`); '' for the root. */
  descriptions: Map<string, string | undefined>;
}

interface ExtractorResult {
  machines: {
    getAllStateNodes(): { path: string[]; ast: any }[];
    getTransitions(): ExtractedTransition[];
    machineCallResult: { definition?: { id?: { value: string } } };
  }[];
}

let extract: ((source: string) => ExtractorResult) | undefined;

function loadExtractor() {
  if (extract) return extract;
  const require = createRequire(import.meta.url);
  const original = moduleWithResolver._resolveFilename;
  moduleWithResolver._resolveFilename = function (request, parent, ...rest) {
    const fromExtractor = parent?.filename?.includes('@xstate/machine-extractor');
    const mapped =
      fromExtractor && (request === 'xstate' || request.startsWith('xstate/')) ? `xstate4${request.slice(6)}` : request;
    return original.call(this, mapped, parent, ...rest);
  };
  try {
    extract = (require('@xstate/machine-extractor') as { extractMachinesFromFile: (s: string) => ExtractorResult })
      .extractMachinesFromFile;
  } finally {
    moduleWithResolver._resolveFilename = original;
  }
  return extract;
}

/** The machines Stately's importer finds in a source file. */
export function extractMachines(source: string): ExtractedMachine[] {
  const warn = console.warn;
  console.warn = () => {}; // the extractor logs every inline `params` arrow it does not turn into JSON
  try {
    return loadExtractor()(source).machines.map((m) => {
      const nodes = m.getAllStateNodes();
      return {
        id: m.machineCallResult.definition?.id?.value,
        statePaths: nodes.filter((n) => n.path.length > 0).map((n) => n.path),
        transitions: m.getTransitions(),
        invokeIds: new Map(
          nodes.map((n) => [n.path.join('.'), (n.ast.invoke ?? []).map((i: any) => i.id?.value as string | undefined)]),
        ),
        descriptions: new Map(nodes.map((n) => [n.path.join('.'), n.ast.description?.value as string | undefined])),
      };
    });
  } finally {
    console.warn = warn;
  }
}
