/**
 * `npm run user:create -- --login jnovak --meno Ján --priezvisko Novák --email jan.novak@sopsr.sk --opravnenia SPRAVA_POUZIVATELOV[,…] [--organizacie SOPSR,…]`
 *
 * Creates a product user record (the `pouzivatel` item) — in AWS for the first administrator, whose
 * Cognito username must equal --login. Uses TABLE_NAME and the AWS credentials of the shell, resolved
 * by the AWS SDK as the AWS CLI resolves them (or DYNAMODB_ENDPOINT for a local table).
 */
import { parseArgs } from 'node:util';
import { OPRAVNENIA, type Opravnenie } from '@shared/domain/opravnenia';

const { values } = parseArgs({
  options: {
    login: { type: 'string' },
    meno: { type: 'string' },
    priezvisko: { type: 'string' },
    email: { type: 'string' },
    opravnenia: { type: 'string', default: '' },
    organizacie: { type: 'string', default: '' },
  },
});
const fail = (m: string) => {
  console.error(m);
  process.exit(2);
};
if (!values.login || !values.meno || !values.priezvisko) fail('Povinné: --login --meno --priezvisko (voliteľne --email --opravnenia --organizacie).');
if (!process.env.TABLE_NAME) fail('Nastavte TABLE_NAME (napr. evidencia-skod-prod) a prihlasovacie údaje AWS.');
const opravnenia = (values.opravnenia ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const unknown = opravnenia.filter((o) => !(OPRAVNENIA as readonly string[]).includes(o));
if (unknown.length) fail(`Neznáme oprávnenia: ${unknown.join(', ')}. Platné: ${OPRAVNENIA.join(', ')}`);

const { pouzivatelRepo } = await import('../functions/data/pouzivatel-repo');
const { organizaciaRepo } = await import('../functions/data/organizacia-repo');
const login = values.login as string;
if (await pouzivatelRepo.findByLogin(login)) fail(`Používateľ ${login} už existuje.`);
const kody = (values.organizacie ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const orgs = kody.length ? await organizaciaRepo.listAll() : [];
const organizacieUuids = kody.map((k) => orgs.find((o) => o.kod === k)?.uuid ?? fail(`Neznáma organizácia: ${k}`)) as string[];
const user = await pouzivatelRepo.create({
  login,
  meno: values.meno as string,
  priezvisko: values.priezvisko as string,
  email: values.email,
  aktivny: true,
  gdprSuhlas: false,
  opravnenia: opravnenia as Opravnenie[],
  organizacieUuids,
  notifikaciaNoveOznamenie: false,
  notifikaciaNovaSkodovaUdalost: false,
});
console.log(`Vytvorený používateľ ${user.login} (${user.uuid}) s oprávneniami: ${opravnenia.join(', ') || '(žiadne)'}`);
