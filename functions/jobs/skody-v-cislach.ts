/**
 * The public page's data in AWS: an EventBridge schedule (infra/lib/api-stack.ts) invokes this job,
 * which rebuilds 'Škody v číslach' from the statistics rows and writes it into the public data
 * bucket that CloudFront serves (functions/skody-v-cislach/domain/publikovat-skody-v-cislach.ts).
 */
import { log } from '../lib/log';
import { type PublikovanieVysledok, publikovatSkodyVCislach } from '../skody-v-cislach/domain/publikovat-skody-v-cislach';

export async function handler(): Promise<PublikovanieVysledok> {
  const v = await publikovatSkodyVCislach();
  log.info('skody v cislach published', { skodyVCislach: v });
  return v;
}
