// The estimator's per-site calibration during a products file (docs/estimates.md, "Calibration"): the
// fit stored by the previous file is read at the start and used for every estimate of the file; the
// (rank, units) samples of this file's products are collected as their series pass through the ingest
// (no second read of the series), and fitted per site at the file's end for the next one. The fit
// always starts from DEFAULT_CALIBRATION, so a site's curve never drifts on its own past fits.
import type { salesCalibrations } from '@/features/catalog/catalog.schema'
import {
  collectCalibrationSamples,
  DEFAULT_CALIBRATION,
  fitCalibration,
  type ProductObservations,
  type SalesCalibration,
} from '@/features/catalog/estimates/estimate'
import { storedCalibration } from '@/features/catalog/estimates/stored-calibration'
import type { Queryable } from '@/server/db/client'
import type { SqlRow } from '@/server/db/rows'

export class CalibrationRun {
  private readonly fitted = new Map<string, SalesCalibration>()
  private readonly samples = new Map<string, { ranks: number[]; units: number[] }>()

  async load(tx: Queryable): Promise<void> {
    const rows = await tx.query<Pick<SqlRow<typeof salesCalibrations>, 'site_id' | 'calibration'>>(
      'SELECT site_id, calibration FROM sales_calibrations',
    )
    for (const row of rows) this.fitted.set(row.site_id, storedCalibration(row.calibration))
  }

  /** The calibration a site's estimates use in this file. */
  for(site: string): SalesCalibration {
    return this.fitted.get(site) ?? DEFAULT_CALIBRATION
  }

  /** Collects the samples one product's observations hold (estimateSales' arrays). */
  collect(site: string, observations: ProductObservations, last: number): void {
    let bucket = this.samples.get(site)
    if (!bucket) {
      bucket = { ranks: [], units: [] }
      this.samples.set(site, bucket)
    }
    const { ranks, units } = bucket
    collectCalibrationSamples(observations, last, (rank, sold) => {
      ranks.push(rank)
      units.push(sold)
    })
  }

  /** Fits and stores each site that had samples in this file; the others keep their stored fit. */
  async save(tx: Queryable, day: string): Promise<void> {
    const rows = [...this.samples]
      .filter(([, s]) => s.ranks.length > 0)
      .map(([site, s]) => ({
        site_id: site,
        calibration: JSON.stringify(fitCalibration(s.ranks, s.units)),
        samples: s.ranks.length,
      }))
    if (rows.length === 0) return
    await tx.query(
      `INSERT INTO sales_calibrations (site_id, calibration, samples, fitted_on)
       SELECT x.site_id, x.calibration::jsonb, x.samples, $2::date
       FROM json_to_recordset($1::text::json) AS x(site_id text, calibration text, samples int)
       ON CONFLICT (site_id) DO UPDATE SET calibration = excluded.calibration, samples = excluded.samples,
         fitted_on = excluded.fitted_on`,
      [JSON.stringify(rows), day],
    )
  }
}
