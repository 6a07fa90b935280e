// Accessibility of the English pages (see a11y-suite.ts).
import { describeAxe } from './a11y-suite.ts'

describeAxe('en')
