// Every drizzle schema module, found as drizzle.config.ts finds them (`src/**/*.schema.ts`), merged into
// one record: what generateDrizzleJson reads. Finding them by name (not a list) is what lets a new domain
// add its tables without editing a registry.
import { globSync } from 'node:fs'
import { resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

export function schemaFiles(): string[] {
  return globSync('src/**/*.schema.ts', { cwd: ROOT }).sort()
}

export async function schemaModules(): Promise<Record<string, unknown>> {
  const modules: Record<string, unknown> = {}
  for (const file of schemaFiles()) Object.assign(modules, await import(resolve(ROOT, file)))
  return modules
}
