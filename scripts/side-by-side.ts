// Lanes of commands run at once for `npm test` (scripts/test.ts): each lane's steps in order, stopping at
// its first failure. A step's output is held and printed whole when it ends, so two logs never interleave.
import { spawn } from 'node:child_process'

export type Step = { label: string; command: string; args: string[] }

export type StepResult = { label: string; status: number | null; output: string; seconds: number }

function runStep(step: Step): Promise<StepResult> {
  const started = Date.now()
  return new Promise((done) => {
    const chunks: Buffer[] = []
    // FORCE_COLOR keeps the tools' colours when this terminal has them, though their output is a pipe.
    const child = spawn(step.command, step.args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...process.env },
    })
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk))
    const end = (status: number | null, extra = '') =>
      done({
        label: step.label,
        status,
        output: Buffer.concat(chunks).toString('utf8') + extra,
        seconds: (Date.now() - started) / 1000,
      })
    child.on('error', (error) => end(null, String(error)))
    child.on('close', (code) => end(code))
  })
}

/**
 * Runs the lanes at once; `report` sees each step as it ends (in the order they end). Resolves, once
 * every lane has ended, to the labels of the failed steps (at most one per lane; none when all passed).
 */
export async function runLanes(lanes: Step[][], report: (result: StepResult) => void): Promise<string[]> {
  const failed: string[] = []
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) {
        const result = await runStep(step)
        report(result)
        if (result.status !== 0) {
          failed.push(step.label)
          return
        }
      }
    }),
  )
  return failed
}
