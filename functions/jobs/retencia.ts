/**
 * The retention job in AWS: an EventBridge schedule (infra/lib/api-stack.ts) invokes it nightly; the
 * periods come from its environment (shared/domain/retencia.ts, set from CDK context). It stops a
 * minute before the Lambda's time limit; the next night's run continues where it stopped (every
 * record's anonymisation ends with its own conditional write). The report (counts only) goes to the log.
 */
import type { Context } from 'aws-lambda';
import { retencneLehoty } from '@shared/domain/retencia';
import { log } from '../lib/log';
import { type RetenciaVysledok, spustitRetenciu } from '../retencia/domain/retencia';

export async function handler(_event: unknown, context: Context): Promise<RetenciaVysledok> {
  const v = await spustitRetenciu({ lehoty: retencneLehoty(process.env), deadline: Date.now() + context.getRemainingTimeInMillis() - 60_000 });
  log.info('retention run', { retencia: v });
  return v;
}
