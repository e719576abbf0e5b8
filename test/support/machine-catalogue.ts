// Every statechart in machines/ and every graph-path config in test/machines/*.paths.ts, loaded by file: what the
// coverage report, the Stately import test, the test plans (`npm run paths`) and the /flows viewer's data share.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { projectRoot } from '../../server/env.ts';
import type { MachinePathConfig } from './machine-paths.ts';
import type { FlowSteps } from './test-plans.ts';

export const machinesDir = join(projectRoot, 'machines');
export const pathsDir = join(projectRoot, 'test/machines');

const isMachine = (value: unknown): value is AnyStateMachine =>
  !!value && typeof value === 'object' && 'root' in value && 'id' in value;

export interface MachineFile {
  /** `location.machine.ts` */
  file: string;
  machines: AnyStateMachine[];
}

/** The machines each `machines/*.machine.ts` exports. */
export async function loadMachineFiles(): Promise<MachineFile[]> {
  const files = readdirSync(machinesDir)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const mod = (await import(pathToFileURL(join(machinesDir, file)).href)) as Record<string, unknown>;
      return { file, machines: Object.values(mod).filter(isMachine) };
    }),
  );
}

/** Every machine by id. */
export async function loadMachines(): Promise<Map<string, AnyStateMachine>> {
  const machines = new Map<string, AnyStateMachine>();
  for (const { machines: list } of await loadMachineFiles()) for (const m of list) machines.set(m.id, m);
  return machines;
}

/** The path configs of test/machines/*.paths.ts. */
export async function loadPathConfigs(): Promise<MachinePathConfig[]> {
  const configs: MachinePathConfig[] = [];
  for (const file of readdirSync(pathsDir).filter((f) => f.endsWith('.paths.ts'))) {
    const mod = (await import(pathToFileURL(join(pathsDir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(mod))
      if (value && typeof value === 'object' && 'machine' in value) configs.push(value as MachinePathConfig);
  }
  return configs;
}

/** The event → UI-step tables of test/machines/*.steps.ts, by machine id. */
export async function loadStepTables(): Promise<Map<string, FlowSteps>> {
  const tables = new Map<string, FlowSteps>();
  for (const file of readdirSync(pathsDir).filter((f) => f.endsWith('.steps.ts'))) {
    const mod = (await import(pathToFileURL(join(pathsDir, file)).href)) as Record<string, unknown>;
    for (const value of Object.values(mod))
      if (value && typeof value === 'object' && 'machine' in value && 'when' in value)
        tables.set((value as FlowSteps).machine, value as FlowSteps);
  }
  return tables;
}
