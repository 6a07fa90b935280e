// The daily-use walk in English (see daily-suite.ts).
import { describeDaily } from './daily-suite.ts'

describeDaily('en')
