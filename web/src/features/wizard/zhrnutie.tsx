import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { photoDisplayName, type WebOznamenie } from '@shared/api/web-oznamenie';
import { TYP_SKODY_LABELS } from '@shared/domain/oznamenie';
import { TYP_SUBJEKTU_LABELS } from '@shared/domain/poskodeny';
import { WIZARD_KROK_LABELS, type WizardKrok } from '@shared/domain/wizard';
import { formatDateSk } from '@shared/format/dates';
import { MapPreview } from '@web/components/map/map-preview';
import { isApiError } from '@web/lib/api-client';
import { PRODUCT_SLUG } from '@web/lib/product';
import { COMMON_TEXTS, WIZARD_SCREEN_TEXTS } from '@web/texts';
import { STEP_ROUTES } from './step-guard';
import { subscribeDeviceDraft } from './offline/device-draft';
import { sentSince, submitDraft } from './offline/device-wizard';
import { onSendResult } from './offline/send-queue';
import { DRAFT_KEY } from './wizard-api';
import { WizardPage } from './wizard-page';
import { SummaryList } from '@web/components/summary-list';

interface Row {
  label: string;
  value: ReactNode;
}
const row = (label: string, value: ReactNode): Row => ({ label, value });

function Section({ title, edit, rows, children }: { title: string; edit: WizardKrok; rows: Row[]; children?: ReactNode }) {
  return (
    <section className="es-summary-section" aria-labelledby={`sekcia-${edit}`}>
      <div className="es-summary-section__header">
        <h2 className="govuk-heading-m" id={`sekcia-${edit}`}>
          {title}
        </h2>
        <Link to={STEP_ROUTES[edit]} params={{ produkt: PRODUCT_SLUG }} search={{ naspat: 'zhrnutie' }} className="govuk-link govuk-body">
          {WIZARD_SCREEN_TEXTS.upravitUdaje}
          <span className="govuk-visually-hidden"> – {title}</span>
        </Link>
      </div>
      <SummaryList rows={rows.map((r) => ({ label: r.label, value: r.value || '–' }))} />
      {children}
    </section>
  );
}

const join = (parts: (string | undefined)[], sep = ' ') => parts.filter(Boolean).join(sep);

/** Step 4 'Zhrnutie' (spec part 1 §2): everything read-only, 'Upraviť údaje' per section, 'Odoslať oznámenie'. */
export function Zhrnutie({ draft }: { draft: WebOznamenie }) {
  const s = draft.udajeOSkode;
  const p = draft.udajeOPoskodenom;
  const k = draft.kontaktneInformacie;
  const [errors, setErrors] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const [waiting, setWaiting] = useState(false);

  const showSent = useCallback(
    async (kod: string) => {
      queryClient.removeQueries({ queryKey: DRAFT_KEY });
      await navigate({ to: '/oznamenie-odoslane/', search: { kod } });
    },
    [queryClient, navigate],
  );

  // sent later by any tab of this browser (the device copy changes with it)
  const [openedAt] = useState(() => new Date().toISOString());
  useEffect(
    () =>
      subscribeDeviceDraft(
        () =>
          void sentSince(openedAt).then((kod) => {
            if (kod) void showSent(kod);
          }),
      ),
    [openedAt, showSent],
  );
  // after 'Odoslať' without signal: a refusal when the signal returns opens the step concerned
  // (the press itself handles its own answer below)
  useEffect(() => {
    if (!waiting) return;
    return onSendResult((r) => {
      if (r.kind === 'rejected') void navigate({ to: STEP_ROUTES[r.errors.krok], params: { produkt: PRODUCT_SLUG } });
    });
  }, [waiting, navigate]);

  const send = async () => {
    // one request however often the button is pressed (the server is idempotent too)
    if (sendingRef.current) return;
    sendingRef.current = true;
    setSending(true);
    try {
      const result = await submitDraft();
      if (result.kind === 'sent') return await showSent(result.kod);
      if (result.kind === 'rejected') {
        await navigate({ to: STEP_ROUTES[result.errors.krok], params: { produkt: PRODUCT_SLUG } });
        return;
      }
      // no signal: it stays marked on the device and goes when there is signal
      setWaiting(true);
    } catch (e) {
      setErrors(isApiError(e) ? [...e.generalErrors, ...e.fieldErrors.map((f) => f.message)] : [COMMON_TEXTS.serverError]);
      setVersion((v) => v + 1);
      sendingRef.current = false;
      setSending(false);
    }
  };

  const fo = p?.typSubjektu === 'FO';
  const a = p?.adresa;
  const damageRows: Row[] = s
    ? [
        row(WIZARD_SCREEN_TEXTS.datumOznamenia, formatDateSk(s.datumOznamenia || draft.datumOznamenia)),
        row(WIZARD_SCREEN_TEXTS.datumVznikuSkody, formatDateSk(s.datumVznikuSkody)),
        row(WIZARD_SCREEN_TEXTS.typSkody, TYP_SKODY_LABELS[s.typSkody]),
        row(WIZARD_SCREEN_TEXTS.obec, s.obecName),
        row(WIZARD_SCREEN_TEXTS.popisLokality, s.popisLokality && <span className="es-pre">{s.popisLokality}</span>),
        row(WIZARD_SCREEN_TEXTS.popisSkody, <span className="es-pre">{s.popisSkody}</span>),
        row(WIZARD_SCREEN_TEXTS.pracovisko, s.uzemnePrislusnePracoviskoNazov),
        row(
          WIZARD_SCREEN_TEXTS.fotografie,
          s.fotografie.length > 0 ? (
            <ul className="govuk-list govuk-!-margin-bottom-0">
              {s.fotografie.map((f) => (
                <li key={f.filename}>{f.nazov || photoDisplayName(f.filename)}</li>
              ))}
            </ul>
          ) : (
            WIZARD_SCREEN_TEXTS.noPhotos
          ),
        ),
      ]
    : [];
  const partyRows: Row[] = p
    ? [
        row(WIZARD_SCREEN_TEXTS.typSubjektu, TYP_SUBJEKTU_LABELS[p.typSubjektu]),
        ...(fo
          ? [
              row(WIZARD_SCREEN_TEXTS.titulPredMenom, p.titulPredMenom),
              row(WIZARD_SCREEN_TEXTS.meno, p.meno),
              row(WIZARD_SCREEN_TEXTS.priezvisko, p.priezvisko),
              row(WIZARD_SCREEN_TEXTS.titulZaMenom, p.titulZaMenom),
              row(WIZARD_SCREEN_TEXTS.datumNarodenia, formatDateSk(p.datumNarodenia)),
            ]
          : [row(WIZARD_SCREEN_TEXTS.ico, p.ico), row(WIZARD_SCREEN_TEXTS.obchodneMeno, p.obchodneMeno), row(WIZARD_SCREEN_TEXTS.nazovPrevadzky, p.nazovPrevadzky)]),
        row(
          WIZARD_SCREEN_TEXTS.adresa,
          a ? join([join([a.ulica, join([a.supisneCislo, a.orientacneCislo], '/')]), join([a.psc, a.obecName]), a.okresName, a.krajName, a.statName], ', ') : '',
        ),
      ]
    : [];
  const consent = k?.gdprSuhlas ? (
    <span className="es-consent--yes">
      <span aria-hidden="true">✓ </span>
      {WIZARD_SCREEN_TEXTS.suhlasAno} {formatDateSk(draft.datumOznamenia)}
    </span>
  ) : (
    <span className="es-consent--no">
      <span aria-hidden="true">✗ </span>
      {WIZARD_SCREEN_TEXTS.suhlasNie}
    </span>
  );
  const contactRows: Row[] = k
    ? [
        row(WIZARD_SCREEN_TEXTS.email, k.email),
        row(WIZARD_SCREEN_TEXTS.telefonneCislo, k.telefonneCislo),
        row(WIZARD_SCREEN_TEXTS.doplnujuceInformacie, k.doplnujuceInformacie && <span className="es-pre">{k.doplnujuceInformacie}</span>),
        ...(fo ? [row(WIZARD_SCREEN_TEXTS.suhlas, consent)] : []),
      ]
    : [];

  return (
    <WizardPage step="ZHRNUTIE" krok={draft.krok} title={WIZARD_KROK_LABELS.ZHRNUTIE} errors={errors.map((text) => ({ text }))} errorsVersion={version}>
      <p className="govuk-body">{WIZARD_SCREEN_TEXTS.summaryIntro}</p>
      <div role="status">
        {waiting && (
          <div className="govuk-inset-text es-wizard__waiting">
            <p className="govuk-body">{WIZARD_SCREEN_TEXTS.offlineSubmitWaiting}</p>
          </div>
        )}
      </div>
      <Section title={WIZARD_KROK_LABELS.UDAJE_O_SKODE} edit="UDAJE_O_SKODE" rows={damageRows}>
        <h3 className="govuk-heading-s">{WIZARD_SCREEN_TEXTS.lokalita}</h3>
        <MapPreview lat={s?.lokalitaGpsSirka ?? null} lon={s?.lokalitaGpsDlzka ?? null} />
      </Section>
      <Section title={WIZARD_KROK_LABELS.UDAJE_O_POSKODENOM} edit="UDAJE_O_POSKODENOM" rows={partyRows} />
      <Section title={WIZARD_KROK_LABELS.KONTAKTNE_INFORMACIE} edit="KONTAKTNE_INFORMACIE" rows={contactRows} />
      <div className="govuk-button-group es-wizard__buttons">
        <button type="button" className="govuk-button" disabled={sending} aria-disabled={sending ? true : undefined} onClick={() => void send()}>
          {waiting ? WIZARD_SCREEN_TEXTS.offlineSubmitButton : sending ? WIZARD_SCREEN_TEXTS.sending : WIZARD_SCREEN_TEXTS.odoslat}
        </button>
        <Link to={STEP_ROUTES.KONTAKTNE_INFORMACIE} params={{ produkt: PRODUCT_SLUG }} className="govuk-button govuk-button--secondary" draggable={false}>
          {WIZARD_SCREEN_TEXTS.back}
        </Link>
      </div>
    </WizardPage>
  );
}
