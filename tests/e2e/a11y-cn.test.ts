// Accessibility of the Chinese pages (see a11y-suite.ts).
import { describeAxe } from './a11y-suite.ts'

describeAxe('cn')
