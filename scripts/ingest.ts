import { ingestCli } from '../src/server/cli/ingest-cli'

process.exitCode = await ingestCli(process.argv.slice(2))
