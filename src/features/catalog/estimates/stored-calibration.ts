// A calibration as sales_calibrations stores it (jsonb), over the defaults: a field the estimator gained
// after the row was fitted keeps its default. postgres.js may hand jsonb over as text.
import { DEFAULT_CALIBRATION, type SalesCalibration } from './estimate.ts'

export function storedCalibration(
  value: Partial<SalesCalibration> | string | null | undefined,
): SalesCalibration {
  if (value === null || value === undefined) return DEFAULT_CALIBRATION
  const stored: Partial<SalesCalibration> = typeof value === 'string' ? JSON.parse(value) : value
  return { ...DEFAULT_CALIBRATION, ...stored }
}
