/**
 * 'Stav hlásenia': the reporter's status by code and e-mail and by the personal link, the neutral
 * answer, the e-mails at each step that concerns the reporter, the opt-out and the rate limit – from
 * a report sent through the wizard and staff actions through their own routes.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrganizaciaDetail } from '@shared/api/organizacie';
import type { OznamenieDetail } from '@shared/api/oznamenia';
import type { SkodovaUdalostDetail, SkodovaUdalostUpdate } from '@shared/api/skodove-udalosti';
import type { StavHlaseniaResponse } from '@shared/api/stav-hlasenia';
import { STAV_HLASENIA_POPIS, STAV_HLASENIA_TEXTS } from '@shared/api/stav-hlasenia-texts';
import type { OdoslatResponse } from '@shared/api/web-oznamenie';
import { todayIso } from '@shared/format/dates';
import { fileTestApi } from '../../scripts/test/api-harness';
import { readyToSubmit, wizardIds } from '../../scripts/test/wizard-client';
import { organizaciaRepo } from '../data/organizacia-repo';

const W = '/api/web-oznamenie';
const IS = '/api/is';
const outbox = mkdtempSync(path.join(tmpdir(), 'es-outbox-'));
// the local mail writes its .eml files here
process.env.MAIL_OUTBOX_DIR = outbox;
const api = fileTestApi();
let ids: Awaited<ReturnType<typeof wizardIds>>;
let staff: string;
let pracoviskoNazov: string;

beforeAll(async () => {
  ids = await wizardIds(api);
  staff = await api.sessionCookie('spravca');
  pracoviskoNazov = (await organizaciaRepo.get(ids.pracoviskoId))?.nazov as string;
});

// every look-up of this file comes from 127.0.0.1: the limit is tested on its own address below
vi.stubEnv('RATE_LIMIT_STATUS_LOOKUPS_PER_MIN', '1000');
afterEach(() => vi.stubEnv('RATE_LIMIT_STATUS_LOOKUPS_PER_MIN', '1000'));

type Err = { generalErrors: string[]; fieldErrors: { fieldName: string; message: string }[] };

/** A report sent through the wizard by a reporter with their own e-mail address. */
async function sentReport(email = `oznamovatel-${randomUUID().slice(0, 8)}@example.sk`) {
  const v = await readyToSubmit(api, ids, 0);
  expect((await v.call('PUT', '/webove-oznamenie/kontaktne-informacie', { email, telefonneCislo: '0905123456', gdprSuhlas: true })).status).toBe(200);
  const sent = await v.call<OdoslatResponse>('POST', '/webove-oznamenie/odoslat');
  expect(sent.status).toBe(200);
  return { ...sent.body, email };
}

/** The messages written to the outbox for `to`, oldest first, with the subject decoded. */
function mailsTo(to: string): { subject: string; text: string }[] {
  return readdirSync(outbox)
    .sort()
    .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
    .filter((m) => m.includes(`To: ${to}\r\n`))
    .map((m) => {
      const encoded = /Subject: =\?UTF-8\?B\?([^?]+)\?=/.exec(m)?.[1] ?? '';
      return { subject: Buffer.from(encoded, 'base64').toString('utf8'), text: m.slice(m.indexOf('\r\n\r\n') + 4) };
    });
}

const tokenOf = (text: string) => /\/stav-hlasenia\/#odkaz=([A-Za-z0-9_-]{43})/.exec(text)?.[1] as string;

const lookUp = (kod: string, email: string, headers?: Record<string, string>) => api.call<StavHlaseniaResponse & Err>('POST', `${W}/stav-hlasenia`, { body: { kod, email }, headers });
const byLink = (token: string) => api.call<StavHlaseniaResponse & Err>('POST', `${W}/stav-hlasenia/odkaz`, { body: { token } });

const expectState = (res: { status: number; body: StavHlaseniaResponse }, stav: StavHlaseniaResponse['stav']) => {
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ stav, ...STAV_HLASENIA_POPIS[stav] });
};

describe('Stav hlásenia by code and e-mail', () => {
  it('shows a sent report as received, with the day sent, whatever the e-mail’s case and surrounding spaces', async () => {
    const r = await sentReport();

    const res = await lookUp(` ${r.kod.toLowerCase()} `, `  ${r.email.toUpperCase()}  `);

    expectState(res, 'PRIJATE');
    expect(res.body).toEqual({ kod: r.kod, datumOdoslania: todayIso(), stav: 'PRIJATE', ...STAV_HLASENIA_POPIS.PRIJATE });
    expect(res.body.popis).toBe('Hlásenie sme prijali.');
  });

  it('answers a wrong e-mail, an unknown code and a staff-entered report with one neutral 404', async () => {
    const r = await sentReport();
    const internal = await api.call<{ uuid: string }>('POST', `${IS}/oznamenia/create`, { cookie: staff });
    expect(internal.status, internal.text).toBe(200);
    const internalKod = (await api.call<OznamenieDetail>('GET', `${IS}/oznamenie/${internal.body.uuid}`, { cookie: staff })).body.kod;

    const answers = [await lookUp(r.kod, 'iny@example.sk'), await lookUp('OZN-1999-999999', r.email), await lookUp(internalKod, r.email), await lookUp(internalKod, '')];

    expect(answers.slice(0, 3).map((a) => [a.status, a.body])).toEqual(Array(3).fill([404, { generalErrors: [STAV_HLASENIA_TEXTS.nenajdene], fieldErrors: [] }]));
    // an empty e-mail is refused by the form's own rule before any look-up
    expect(answers[3].status).toBe(400);
  });
});

describe('the reporter through the staff’s steps', () => {
  it('words each state, names the workplace and the inspection date, and mails each step with the personal link', async () => {
    const r = await sentReport();
    const [confirmation] = mailsTo(r.email);
    expect(confirmation.subject).toBe(`Oznámenie o škode ${r.kod} bolo prijaté`);
    expect(confirmation.text).toContain(`${api.origin}/stav-hlasenia/#odkaz=`);
    expect(confirmation.text).toContain(`${api.origin}/stav-hlasenia/odhlasenie/#odkaz=`);
    const token = tokenOf(confirmation.text);
    expectState(await byLink(token), 'PRIJATE');

    // assigned to the workplace
    expect((await api.call('PUT', `${IS}/oznamenie/${r.uuid}/assign`, { cookie: staff })).status).toBe(204);
    const assigned = await byLink(token);
    expectState(assigned, 'PRIRADENE');
    expect(assigned.body.pracovisko).toBe(pracoviskoNazov);
    expect(mailsTo(r.email).at(-1)?.subject).toBe(`Hlásenie ${r.kod} rieši pracovisko ${pracoviskoNazov}`);

    // a damage event, its inspection date, the inspection started
    const e = await api.call<{ uuid: string }>('POST', `${IS}/oznamenie/${r.uuid}/vytvorit-skodova-udalost`, { cookie: staff });
    expect(e.status).toBe(200);
    const event = (await api.call<SkodovaUdalostDetail>('GET', `${IS}/skodove-udalosti/${e.body.uuid}`, { cookie: staff })).body;
    // the day's first minute: never in the future (00:15 was, in Bratislava's first quarter of an hour)
    const termin = `${todayIso()}T00:00`;
    const update: SkodovaUdalostUpdate = {
      datumOznamenia: event.datumOznamenia,
      datumACasVznikuSkody: event.datumACasVznikuSkody,
      datumACasSetrenia: termin,
      popisSkody: event.popisSkody ?? '',
      spisovaZnackaOu: '',
      spisovaZnackaSop: '',
      typSkody: event.typSkody ?? 'VCELY',
      uzemnePrislusnaSopId: ids.pracoviskoId,
      uzemnePrislusnyOuId: null,
      miestneSetreniePopis: '',
      prepojenieNaIneSkodoveUdalosti: '',
      version: event.version,
    };
    const put = await api.call<Err>('PUT', `${IS}/skodove-udalosti/${e.body.uuid}`, { cookie: staff, body: update });
    expect(put.status, put.text).toBe(200);
    expect(mailsTo(r.email).at(-1)).toMatchObject({ subject: `Termín miestneho šetrenia k hláseniu ${r.kod}` });
    expect(mailsTo(r.email).at(-1)?.text).toContain(`${todayIso().split('-').reverse().join('.')} 00:00`);
    expect((await api.call('POST', `${IS}/skodove-udalosti/${e.body.uuid}/vytvorit-oznamenie`, { cookie: staff })).status).toBe(200);
    const inspection = await lookUp(r.kod, r.email);
    expectState(inspection, 'SETRENIE');
    expect(inspection.body).toMatchObject({ pracovisko: pracoviskoNazov, terminSetrenia: termin });

    // finished, application, decision
    expect((await api.call('PUT', `${IS}/skodove-udalosti/${e.body.uuid}/ukonci-setrenie`, { cookie: staff })).status).toBe(204);
    expectState(await byLink(token), 'SETRENIE_UKONCENE');
    expect(mailsTo(r.email).at(-1)?.subject).toBe(`Šetrenie škody k hláseniu ${r.kod} je ukončené`);
    expect((await api.call('PUT', `${IS}/skodove-udalosti/${e.body.uuid}/ziadost-prijata`, { cookie: staff })).status).toBe(204);
    expectState(await byLink(token), 'ZIADOST_PRIJATA');
    expect((await api.call('PUT', `${IS}/skodove-udalosti/${e.body.uuid}/rozhodnuta`, { cookie: staff })).status).toBe(204);
    const decided = await byLink(token);
    expectState(decided, 'ROZHODNUTE');
    expect(mailsTo(r.email).at(-1)?.subject).toBe(`O náhrade škody k hláseniu ${r.kod} bolo rozhodnuté`);

    // never the injured party, staff or amounts: exactly the reporter's fields
    expect(Object.keys(decided.body).sort()).toEqual(['coDalej', 'datumOdoslania', 'kod', 'popis', 'pracovisko', 'stav']);
    // every message carries the personal link and the opt-out; staff see what was sent and when
    const mails = mailsTo(r.email);
    expect(mails).toHaveLength(5);
    for (const m of mails) expect(tokenOf(m.text)).toBe(token);
    const detail = await api.call<OznamenieDetail>('GET', `${IS}/oznamenie/${r.uuid}`, { cookie: staff });
    expect(detail.body.spravyOznamovatelovi?.map((s) => s.typ)).toEqual(['PRIJATE', 'PRIRADENE', 'TERMIN_SETRENIA', 'SETRENIE_UKONCENE', 'ROZHODNUTE']);
    expect(detail.body.spravyOznamovatelovi?.map((s) => s.predmet)).toEqual(mails.map((m) => m.subject));
    expect(detail.body.oznamovatelOdhlaseny).toBe(false);
    expect(JSON.stringify(detail.body)).not.toContain(token);
  });

  it('shows a cancelled report as closed by code and e-mail, and its personal link no longer opens it', async () => {
    const r = await sentReport();
    const token = tokenOf(mailsTo(r.email)[0].text);

    expect((await api.call('PUT', `${IS}/oznamenie/${r.uuid}/cancel`, { cookie: staff })).status).toBe(204);

    expectState(await lookUp(r.kod, r.email), 'UZAVRETE');
    const link = await byLink(token);
    expect([link.status, link.body.generalErrors]).toEqual([404, [STAV_HLASENIA_TEXTS.odkazNeplatny]]);
  });

  it('answers an unknown personal link with the neutral 404 and a malformed one with 400', async () => {
    const unknown = await byLink('A'.repeat(43));
    const malformed = await byLink('abc');

    expect([unknown.status, unknown.body.generalErrors]).toEqual([404, [STAV_HLASENIA_TEXTS.odkazNeplatny]]);
    expect(malformed.status).toBe(400);
  });
});

describe('the workplace’s public contact', () => {
  it('shows the contact staff entered on the workplace instead of the pointer to Kontakt, and none of an empty one', async () => {
    const r = await sentReport();
    expect((await api.call('PUT', `${IS}/oznamenie/${r.uuid}/assign`, { cookie: staff })).status).toBe(204);
    const bezKontaktu = await lookUp(r.kod, r.email);
    const org = (await api.call<OrganizaciaDetail>('GET', `${IS}/organizacia/${ids.pracoviskoId}`, { cookie: staff })).body;
    const kontakt = { verejnyTelefon: '+421 48 123 45 67', uradneHodiny: 'Po – Pi 8:00 – 15:00' };
    const set = await api.call<OrganizaciaDetail>('PUT', `${IS}/organizacia/${org.uuid}`, { cookie: staff, body: { kod: org.kod, nazov: org.nazov, platnost: org.platnost, ...kontakt, version: org.version } });
    const sKontaktom = await lookUp(r.kod, r.email);
    // the other tests of this file expect the workplace without a contact
    await api.call('PUT', `${IS}/organizacia/${org.uuid}`, { cookie: staff, body: { kod: org.kod, nazov: org.nazov, platnost: org.platnost, version: set.body.version } });

    expect(bezKontaktu.body).not.toHaveProperty('pracoviskoKontakt');
    expect(set.status).toBe(200);
    expect(sKontaktom.body).toMatchObject({ stav: 'PRIRADENE', pracovisko: pracoviskoNazov, pracoviskoKontakt: kontakt });
  });
});

describe('opt-out', () => {
  it('stops the reporter’s e-mails after the link in one of them; staff see it', async () => {
    const r = await sentReport();
    const token = tokenOf(mailsTo(r.email)[0].text);

    const out = await api.call('POST', `${W}/stav-hlasenia/odhlasit`, { body: { token } });
    expect((await api.call('PUT', `${IS}/oznamenie/${r.uuid}/assign`, { cookie: staff })).status).toBe(204);

    expect(out.status).toBe(204);
    expect(mailsTo(r.email)).toHaveLength(1);
    // the status itself stays available
    expectState(await byLink(token), 'PRIRADENE');
    const detail = await api.call<OznamenieDetail>('GET', `${IS}/oznamenie/${r.uuid}`, { cookie: staff });
    expect(detail.body).toMatchObject({ oznamovatelOdhlaseny: true, spravyOznamovatelovi: [{ typ: 'PRIJATE' }] });
    expect((await api.call('POST', `${W}/stav-hlasenia/odhlasit`, { body: { token: 'B'.repeat(43) } })).status).toBe(404);
  });
});

describe('guessing', () => {
  it('limits look-ups per client address with HTTP 429 and a Slovak message', async () => {
    const r = await sentReport();
    vi.stubEnv('RATE_LIMIT_STATUS_LOOKUPS_PER_MIN', '3');
    const client = { 'cloudfront-viewer-address': `203.0.113.${Math.floor(Math.random() * 250) + 1}:443` };

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await lookUp(r.kod, `hadam${i}@example.sk`, client)).status);
    const right = await lookUp(r.kod, r.email, client);

    expect(statuses).toEqual([404, 404, 404, 429]);
    expect(right.status).toBe(429);
    expect(right.body.generalErrors[0]).toMatch(/Príliš veľa/);
  });
});
