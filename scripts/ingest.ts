import { ingestCli } from '../src/pipeline/cli/ingest-cli'

process.exitCode = await ingestCli(process.argv.slice(2))
