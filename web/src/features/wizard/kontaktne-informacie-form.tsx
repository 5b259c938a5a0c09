import { Link } from '@tanstack/react-router';
import { useState } from 'react';
// the public screens load only the public route table (the staff one would add its schemas to the first screen)
import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { LIMITS } from '@shared/api/limits';
import { type KontaktneInformacieBody, kontaktneInformacieBody, type WebOznamenie } from '@shared/api/web-oznamenie';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import { WIZARD_KROK_LABELS, WIZARD_TEXTS } from '@shared/domain/wizard';
import { Checkbox } from '@web/components/form/checkbox';
import { TextInput } from '@web/components/form/text-input';
import { Textarea } from '@web/components/form/textarea';
import { callApi } from '@web/lib/api-client';
import { WIZARD_SCREEN_TEXTS } from '@web/texts';
import { useStepSave } from './use-step-save';
import { StepButtons, summaryItems, WizardPage } from './wizard-page';

const save = (body: KontaktneInformacieBody) => callApi(routes.webOznamenieKontaktneInformacie, { body });

/** Step 3 'Kontaktné informácie' (spec part 1 §2): e-mail, phone, additional info, consent for natural persons. */
export function KontaktneInformacieForm({ draft }: { draft: WebOznamenie }) {
  const saved = draft.kontaktneInformacie;
  const fo = draft.udajeOPoskodenom?.typSubjektu === 'FO';
  const [email, setEmail] = useState(saved?.email ?? '');
  const [telefon, setTelefon] = useState(saved?.telefonneCislo ?? '');
  const [doplnujuce, setDoplnujuce] = useState(saved?.doplnujuceInformacie ?? '');
  const [gdpr, setGdpr] = useState(saved?.gdprSuhlas ?? false);
  const { errors, version, busy, submit } = useStepSave('KONTAKTNE_INFORMACIE', kontaktneInformacieBody, save, 'ZHRNUTIE');

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const body: KontaktneInformacieBody = { email, telefonneCislo: telefon, doplnujuceInformacie: doplnujuce, gdprSuhlas: fo ? gdpr : false };
    void submit(body, { fieldErrors: fo && !gdpr ? [{ fieldName: 'gdprSuhlas', message: WIZARD_MSG.gdprSuhlas }] : [] });
  };

  return (
    <WizardPage step="KONTAKTNE_INFORMACIE" krok={draft.krok} title={WIZARD_KROK_LABELS.KONTAKTNE_INFORMACIE} errors={summaryItems(errors)} errorsVersion={version}>
      <div className="govuk-inset-text">{WIZARD_TEXTS.kontaktHint}</div>
      <form noValidate onSubmit={onSubmit}>
        <TextInput
          id="email"
          label={WIZARD_SCREEN_TEXTS.email}
          labelSuffix={WIZARD_SCREEN_TEXTS.optional}
          type="email"
          autoComplete="email"
          spellCheck={false}
          maxLength={LIMITS.text}
          {...errors.bind('email', email, setEmail)}
        />
        <TextInput
          id="telefonneCislo"
          label={WIZARD_SCREEN_TEXTS.telefonneCislo}
          hint={WIZARD_TEXTS.telefonHint}
          type="tel"
          autoComplete="tel"
          widthClass="govuk-input--width-20"
          maxLength={LIMITS.text}
          {...errors.bind('telefonneCislo', telefon, setTelefon)}
        />
        <Textarea
          id="doplnujuceInformacie"
          label={WIZARD_SCREEN_TEXTS.doplnujuceInformacie}
          labelSuffix={WIZARD_SCREEN_TEXTS.optional}
          maxLength={LIMITS.longText}
          rows={4}
          {...errors.bind('doplnujuceInformacie', doplnujuce, setDoplnujuce)}
        />
        {fo && (
          <Checkbox
            id="gdprSuhlas"
            label={WIZARD_SCREEN_TEXTS.gdprSuhlas}
            checked={gdpr}
            error={errors.field('gdprSuhlas')}
            onChange={(v) => {
              setGdpr(v);
              errors.clear('gdprSuhlas');
            }}
            after={
              <p className="govuk-body govuk-!-margin-top-2">
                <Link to="/ochrana-osobnych-udajov/" className="govuk-link" target="_blank" rel="noopener">
                  {WIZARD_SCREEN_TEXTS.gdprLink} {WIZARD_SCREEN_TEXTS.newWindow}
                </Link>
              </p>
            }
          />
        )}
        <StepButtons back="UDAJE_O_POSKODENOM" submitLabel={WIZARD_SCREEN_TEXTS.next} busy={busy} busyLabel={WIZARD_SCREEN_TEXTS.saving} />
      </form>
    </WizardPage>
  );
}
