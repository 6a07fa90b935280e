// The daily-use walk in Chinese (see daily-suite.ts).
import { describeDaily } from './daily-suite.ts'

describeDaily('cn')
