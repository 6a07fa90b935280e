// A one-line progress bar on a terminal; periodic plain lines otherwise (logs, CI).
export type ProgressBar = {
  update(done: number, total: number, label: string): void
  done(message?: string): void
}

export function createProgressBar(stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  const tty = stream.isTTY === true
  let lastPlain = 0
  let lastLabel = ''
  return {
    update(done, total, label) {
      const ratio = total > 0 ? Math.min(1, done / total) : 0
      if (tty) {
        const width = 28
        const filled = Math.round(ratio * width)
        const bar = `${'█'.repeat(filled)}${'░'.repeat(width - filled)}`
        const text = `${bar} ${(ratio * 100).toFixed(0).padStart(3)}%  ${label}`
        stream.write(
          `\r${text.slice(0, (stream.columns ?? 100) - 1).padEnd(Math.min(stream.columns ?? 100, 100) - 1)}`,
        )
        return
      }
      const now = Date.now()
      if (label !== lastLabel || now - lastPlain > 5000) {
        stream.write(`${(ratio * 100).toFixed(0).padStart(3)}%  ${label}\n`)
        lastPlain = now
        lastLabel = label
      }
    },
    done(message) {
      if (tty) stream.write('\r\x1b[2K')
      if (message) stream.write(`${message}\n`)
    },
  }
}
