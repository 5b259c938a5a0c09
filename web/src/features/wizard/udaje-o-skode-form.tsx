import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
// the public screens load only the public route table (the staff one would add its schemas to the first screen)
import { webOznamenieRoutes as routes } from '@shared/api/web-oznamenie.routes';
import { LIMITS } from '@shared/api/limits';
import { photoDisplayName, type UdajeOSkodeBody, udajeOSkodeBody, type WebOznamenie } from '@shared/api/web-oznamenie';
import { PHOTO_TYPES } from '@shared/api/fotografie-upload';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import { TYP_SKODY_LABELS, TYPY_SKODY } from '@shared/domain/oznamenie';
import { formatDateSk, todayIso } from '@shared/format/dates';
import { obecItems } from '@web/components/adresa/obec-options';
import { DateInput } from '@web/components/form/date-input';
import { EMPTY_DATE, isoToParts, partsToIso } from '@web/components/form/date-parts';
import { Select } from '@web/components/form/select';
import { TextInput } from '@web/components/form/text-input';
import { Textarea } from '@web/components/form/textarea';
import { LocationPicker, type LocationValue, type PhotoLocation } from '@web/components/map/location-picker';
import { MAP_TEXTS } from '@web/components/map/map-texts';
import type { LookupState } from '@web/components/map/point-lookup';
import { FileUploader, useFileUploader } from '@web/components/upload/file-uploader';
import { type FileRules, hasFailed, isBusyUnkept, savableName, savableNames } from '@web/components/upload/upload-state';
import type { FieldError } from '@web/lib/api-error';
import { callApi } from '@web/lib/api-client';
import { WIZARD_SCREEN_TEXTS } from '@web/texts';
import { findWaitingPhotos, isPhotoWaiting } from './offline/send-queue';
import { useStepSave } from './use-step-save';
import { ciselnikyQuery, isRefusedUpload, pracoviskaQuery, removePhoto, uploadErrorMessage, uploadPhoto } from './wizard-api';
import { StepButtons, summaryItems, WizardPage } from './wizard-page';

export const PHOTO_RULES: FileRules = {
  accept: PHOTO_TYPES,
  maxBytes: LIMITS.fileBytes,
  messages: { type: WIZARD_MSG.photoType, size: WIZARD_MSG.photoSize },
};

const TYP_SKODY_OPTIONS = TYPY_SKODY.map((t) => ({ value: t, label: TYP_SKODY_LABELS[t] }));
const save = (body: UdajeOSkodeBody) => callApi(routes.webOznamenieUdajeOSkode, { body });

/**
 * Step 1 'Nové oznámenie' (spec part 1 §2): damage data, place, photos.
 * `prerendered`: the static page in index.html (web/src/prerender.tsx) – the same form, empty and inert, on screen
 * until the app takes its place; nothing typed into it could be kept, so it takes no input, and no date is filled
 * in before the app knows today's.
 */
export function UdajeOSkodeForm({ draft, prerendered = false }: { draft: WebOznamenie; prerendered?: boolean }) {
  const saved = draft.udajeOSkode;
  const [datum, setDatum] = useState(() => (prerendered ? EMPTY_DATE : isoToParts(saved?.datumVznikuSkody ?? todayIso())));
  const [typSkody, setTypSkody] = useState<string>(saved?.typSkody ?? '');
  const [location, setLocation] = useState<LocationValue>({
    lat: saved?.lokalitaGpsSirka ?? null,
    lon: saved?.lokalitaGpsDlzka ?? null,
    obecId: saved?.obecId,
  });
  const [popisLokality, setPopisLokality] = useState(saved?.popisLokality ?? '');
  const [popisSkody, setPopisSkody] = useState(saved?.popisSkody ?? '');
  const [pracoviskoId, setPracoviskoId] = useState(saved?.uzemnePrislusnePracoviskoId ?? '');
  const [photoLocations, setPhotoLocations] = useState<PhotoLocation[]>([]);
  // the map's look-up: save waits for it; the detected workplace is preselected until the person chooses one
  const [lookupBusy, setLookupBusy] = useState(false);
  const pracoviskoChosen = useRef(!!saved?.uzemnePrislusnePracoviskoId);
  const onLookup = (state: LookupState) => {
    setLookupBusy(state.busy);
    const uuid = state.pracovisko?.uuid;
    if (!state.busy && uuid && !pracoviskoChosen.current && (pracoviska.data ?? []).some((o) => o.uuid === uuid)) setPracoviskoId(uuid);
    // the municipality the point lies in (found through its cadastral area), so the summary, the staff list and the PDF name it
    const obecId = state.miesto?.obec;
    if (!state.busy && obecId && obce.some((o) => o.uuid === obecId)) {
      setLocation((l) => (l.obecId === obecId ? l : { ...l, obecId }));
      errors.clear('obecId');
    }
  };

  const ciselniky = useQuery(ciselnikyQuery());
  const pracoviska = useQuery(pracoviskaQuery());
  const obce = useMemo(() => obecItems(ciselniky.data?.OBEC ?? [], ciselniky.data?.OKRES ?? []), [ciselniky.data]);
  const pracoviskoOptions = useMemo(() => {
    const list = (pracoviska.data ?? []).map((o) => ({ value: o.uuid, label: o.nazov }));
    // a saved workplace that is no longer offered stays visible until changed
    if (pracoviskoId && saved?.uzemnePrislusnePracoviskoNazov && !list.some((o) => o.value === pracoviskoId)) {
      list.unshift({ value: pracoviskoId, label: saved.uzemnePrislusnePracoviskoNazov });
    }
    return list;
  }, [pracoviska.data, pracoviskoId, saved]);

  const { errors, version, busy, submit } = useStepSave('UDAJE_O_SKODE', udajeOSkodeBody, save, 'UDAJE_O_POSKODENOM', () =>
    // the reporter's names of the listed photos (the uploader is made below; this runs only on 'Ďalej')
    new Map(uploader.items.flatMap((i) => { const saved = savableName(i); return saved ? [[saved, i.name] as const] : []; })),
  );

  const uploader = useFileUploader({
    initial: (saved?.fotografie ?? []).map((f) => ({ serverName: f.filename, name: f.nazov || photoDisplayName(f.filename) })),
    rules: PHOTO_RULES,
    upload: uploadPhoto(draft.fileUploadSessionId),
    remove: removePhoto(draft.fileUploadSessionId),
    errorMessage: uploadErrorMessage,
    isPermanentFailure: isRefusedUpload,
    readyLabel: (name) => (isPhotoWaiting(name) ? WIZARD_SCREEN_TEXTS.uploadStateKept : undefined),
    onAccepted: (files) => {
      errors.clear('fotografie');
      // the photo's own GPS position, offered as the place of damage (exifr loads only now)
      for (const file of files) {
        if (!/jpe?g$/i.test(file.type || file.name)) continue;
        void import('@web/components/map/photo-gps')
          .then(({ readPhotoGps }) => readPhotoGps(file))
          .then((gps) => {
            if (gps) setPhotoLocations((list) => [...list.filter((p) => p.nazov !== file.name), { ...gps, nazov: file.name }]);
          });
      }
    },
  });

  // after a reload: which kept photos still wait for the signal (their tag says so)
  const [, setPhotosChecked] = useState(false);
  useEffect(() => {
    void findWaitingPhotos((saved?.fotografie ?? []).map((f) => f.filename)).then(() => setPhotosChecked(true));
  }, [saved]);

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const iso = partsToIso(datum);
    const body: UdajeOSkodeBody = {
      datumVznikuSkody: iso ?? '',
      typSkody: (typSkody || undefined) as UdajeOSkodeBody['typSkody'],
      lokalitaGpsSirka: location.lat,
      lokalitaGpsDlzka: location.lon,
      obecId: location.obecId || undefined,
      popisLokality,
      popisSkody,
      uzemnePrislusnePracoviskoId: pracoviskoId || undefined,
      fotografie: savableNames(uploader.items),
    };
    const generalErrors = isBusyUnkept(uploader.items) ? [WIZARD_SCREEN_TEXTS.uploadsPending] : hasFailed(uploader.items) ? [WIZARD_SCREEN_TEXTS.uploadsFailed] : [];
    const fieldErrors: FieldError[] = [];
    if (iso === null) fieldErrors.push({ fieldName: 'datumVznikuSkody', message: WIZARD_SCREEN_TEXTS.invalidDate });
    // the schema's place rule runs only once the other fields pass: say it at once
    if (location.lat === null && location.lon === null && !location.obecId) {
      fieldErrors.push({ fieldName: 'lokalitaGpsSirka', message: WIZARD_MSG.locationRequired });
    }
    void submit(body, { fieldErrors, generalErrors });
  };

  return (
    <WizardPage step="UDAJE_O_SKODE" krok={draft.krok} title={WIZARD_SCREEN_TEXTS.step1Title} errors={summaryItems(errors)} errorsVersion={version} prerendered={prerendered}>
      {/* aria-hidden too: inert says it to browsers, not to every tool that reads the page (test locators) */}
      <form noValidate onSubmit={onSubmit} inert={prerendered} aria-hidden={prerendered || undefined}>
        <TextInput
          id="datumOznamenia"
          label={WIZARD_SCREEN_TEXTS.datumOznamenia}
          labelClassName="govuk-label--s"
          value={formatDateSk(draft.datumOznamenia)}
          onChange={() => undefined}
          readOnly
          widthClass="govuk-input--width-10 es-wizard__readonly"
        />
        <DateInput
          id="datumVznikuSkody"
          legend={WIZARD_SCREEN_TEXTS.datumVznikuSkody}
          hint={WIZARD_SCREEN_TEXTS.datumHint}
          {...errors.bind('datumVznikuSkody', datum, setDatum)}
        />
        <Select
          id="typSkody"
          label={WIZARD_SCREEN_TEXTS.typSkody}
          labelClassName="govuk-label--s"
          placeholder={WIZARD_SCREEN_TEXTS.selectPlaceholder}
          options={TYP_SKODY_OPTIONS}
          {...errors.bind('typSkody', typSkody, setTypSkody)}
        />
        <LocationPicker
          value={location}
          onChange={(v) => {
            setLocation(v);
            errors.clear('lokalitaGpsSirka', 'lokalitaGpsDlzka', 'obecId');
          }}
          obce={obce}
          errors={{
            lokalitaGpsSirka: errors.field('lokalitaGpsSirka'),
            lokalitaGpsDlzka: errors.field('lokalitaGpsDlzka'),
            obecId: errors.field('obecId'),
          }}
          photoLocations={photoLocations}
          lookup={{ audience: 'web-oznamenie', onChange: onLookup }}
        />
        <Textarea
          id="popisLokality"
          label={WIZARD_SCREEN_TEXTS.popisLokality}
          labelClassName="govuk-label--s"
          labelSuffix={WIZARD_SCREEN_TEXTS.optional}
          hint={WIZARD_SCREEN_TEXTS.popisLokalityHint}
          maxLength={LIMITS.longText}
          rows={3}
          {...errors.bind('popisLokality', popisLokality, setPopisLokality)}
        />
        <Textarea
          id="popisSkody"
          label={WIZARD_SCREEN_TEXTS.popisSkody}
          labelClassName="govuk-label--s"
          hint={WIZARD_SCREEN_TEXTS.popisSkodyHint}
          maxLength={LIMITS.longText}
          {...errors.bind('popisSkody', popisSkody, setPopisSkody)}
        />
        <Select
          id="uzemnePrislusnePracoviskoId"
          label={WIZARD_SCREEN_TEXTS.pracovisko}
          labelClassName="govuk-label--s"
          labelSuffix={WIZARD_SCREEN_TEXTS.optional}
          hint={WIZARD_SCREEN_TEXTS.pracoviskoHint}
          placeholder={WIZARD_SCREEN_TEXTS.selectPlaceholder}
          options={pracoviskoOptions}
          value={pracoviskoId}
          error={errors.field('uzemnePrislusnePracoviskoId')}
          onChange={(v) => {
            setPracoviskoId(v);
            pracoviskoChosen.current = true;
            errors.clear('uzemnePrislusnePracoviskoId');
          }}
        />
        <FileUploader
          id="fotografie"
          label={
            <>
              {WIZARD_SCREEN_TEXTS.fotografie} {WIZARD_SCREEN_TEXTS.optional}
            </>
          }
          hint={WIZARD_SCREEN_TEXTS.fotografieHint}
          error={errors.field('fotografie')}
          controller={uploader}
          rules={PHOTO_RULES}
        />
        <StepButtons submitLabel={WIZARD_SCREEN_TEXTS.next} busy={busy || lookupBusy} busyLabel={busy ? WIZARD_SCREEN_TEXTS.saving : MAP_TEXTS.lookupBusy} />
      </form>
    </WizardPage>
  );
}
