// Imports real register files into the database the app uses (docs/ip.md):
//   npm run import:ip -- trademarks <daily.xml>...   USPTO trademark daily XML
//   npm run import:ip -- patents <grants.tsv>...     patent grant TSV with PatentsView column names
// Prints each file's counts and every rejected record with its position and reason.
import { importPatentsViewTsv } from '../src/pipeline/import/patentsview-patents'
import { importUsptoTrademarks } from '../src/pipeline/import/uspto-trademarks'
import { getDatabase } from '../src/server/db/client'
import { migrate } from '../src/server/db/migrate'

const [kind, ...files] = process.argv.slice(2)
if ((kind !== 'trademarks' && kind !== 'patents') || files.length === 0) {
  console.error('usage: npm run import:ip -- trademarks|patents <file>...')
  process.exit(2)
}
const db = await getDatabase()
await migrate(db)
for (const file of files) {
  const report =
    kind === 'trademarks' ? await importUsptoTrademarks(db, file) : await importPatentsViewTsv(db, file)
  console.log(
    `${report.file}: ${report.read} read, ${report.written} written, ${report.rejected.length} rejected`,
  )
  for (const r of report.rejected) console.log(`  ${r.file} ${r.position}: ${r.reason}`)
}
await db.close()
