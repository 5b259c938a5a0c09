/**
 * The four file screens of an owner (spec part 1 §2 'Notification photos', 'Notification
 * attachments'; part 2 §2 'Photos', 'Attachments'): photo list with the full-size overlay, 'Pridanie
 * fotografie', attachment table, 'Pridanie príloh'. The owner kind comes from the route's staticData
 * (subory-routes.ts), the owner from $uuid.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useMatch, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LIMITS } from '@shared/api/limits';
import { type Fotografia, formatFileSize, PRILOHA_MSG, PRILOHA_TYPES, type Priloha, SUBOR_MSG } from '@shared/api/subory';
import { PHOTO_TYPES } from '@shared/api/fotografie-upload';
import { WIZARD_MSG } from '@shared/api/web-oznamenie-texts';
import { formatDateSk } from '@shared/format/dates';
import { formatGpsPairSk } from '@shared/format/gps';
import { useConfirm } from '@web/components/confirm-dialog';
import { AddFilesForm } from '@web/components/upload/add-files-form';
import type { FileRules } from '@web/components/upload/upload-state';
import { clearStatusMessages, showApiError, showSuccess } from '@web/lib/status-messages';
import { COMMON_TEXTS } from '@web/texts';
import { type FileList, OwnerFrame } from './owner-frame';
import { ownerFilesPath, SUBOR_OWNER_KINDS, type SuborOwner } from './owner';
import { fotografiaUrl, fotografieQuery, nahladUrl, prilohaUrl, prilohyQuery, removeTempFile, uploadTempFile, useAttachFiles, useRemoveFile } from './subory-api';
import { SummaryList } from '@web/components/summary-list';
import { DataTable } from '@web/components/data-table';

/** The owner of the current URL. */
function useOwner(): SuborOwner {
  const kind = useMatch({ strict: false, select: (m) => m.staticData.suborOwnerKind }) ?? 'oznamenie';
  const { uuid = '' } = useParams({ strict: false }) as { uuid?: string };
  return { kind, uuid };
}

/** dd.MM.yyyy | HH:mm in GMT (spec part 1 §9: the photo date is shown in GMT). */
export function formatGmt(iso: string | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '-';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getUTCDate())}.${p(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} | ${p(d.getUTCHours())}:${p(d.getUTCMinutes())} GMT`;
}

/** Confirm, remove, refresh the list, say so (or show the server's error). */
function useRemove(owner: SuborOwner, list: FileList, texts: { confirm: string; done: string }) {
  const { confirm, dialog } = useConfirm();
  const mutation = useRemoveFile(owner, list);
  const remove = async (fileId: string) => {
    if (!(await confirm(texts.confirm))) return;
    clearStatusMessages();
    try {
      await mutation.mutateAsync(fileId);
      showSuccess(texts.done);
    } catch (e) {
      showApiError(e, COMMON_TEXTS.serverError);
    }
  };
  return { remove, dialog };
}

export function FotografiePage() {
  const owner = useOwner();
  return <OwnerFrame owner={owner} tab="fotografie">{(state) => <FotografieList owner={owner} mayChange={state.moze.fotografie} />}</OwnerFrame>;
}

function FotografieList({ owner, mayChange }: { owner: SuborOwner; mayChange: boolean }) {
  const { data } = useSuspenseQuery(fotografieQuery(owner));
  const [open, setOpen] = useState<Fotografia | null>(null);
  const { remove, dialog } = useRemove(owner, 'fotografie', { confirm: SUBOR_MSG.confirmFotoDelete, done: SUBOR_MSG.fotoZmazana });

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <>
      {mayChange && (
        <Link className="govuk-button govuk-button--secondary" to={ownerFilesPath(owner, 'fotografie/pridat-fotografie') as '/'}>
          Pridať fotografie
        </Link>
      )}
      {dialog}
      {data.photoList.length === 0 ? (
        <p className="govuk-body">{SUBOR_MSG.empty[SUBOR_OWNER_KINDS[owner.kind].vlastnik].fotografie}</p>
      ) : (
        <ul className="es-ozn-fotky">
          {data.photoList.map((f) => (
            <li key={f.fileId}>
              {/* the accessible name starts with the visible text's words (WCAG 2.5.3 Label in Name) */}
              <button type="button" onClick={() => setOpen(f)}>
                <img src={nahladUrl(owner, f.fileId)} alt="" loading="lazy" />
                <span className="govuk-body-s govuk-!-display-block govuk-!-margin-top-1 govuk-!-margin-bottom-0">
                  <span className="govuk-visually-hidden">Zobraziť fotografiu </span>
                  {f.name}
                </span>
                <span className="govuk-body-s govuk-!-display-block">{formatGmt(f.dateCreated)}</span>
                {f.zOznamenia && <strong className="govuk-tag govuk-tag--grey es-tag">{SUBOR_MSG.zOznamenia}</strong>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <div className="es-ozn-overlay">
          <div className="es-ozn-overlay__box" role="dialog" aria-modal="true" aria-labelledby="foto-nazov">
            <h2 className="govuk-heading-m" id="foto-nazov">
              {open.name}
            </h2>
            <img src={fotografiaUrl(owner, open.fileId)} alt={open.name} />
            <SummaryList
              noBorder
              rows={[
                { label: 'Dátum a čas vzniku', value: formatGmt(open.datumVzniku) },
                { label: 'GPS súradnice', value: formatGpsPairSk(open.latitude, open.longitude) || '-' },
                ...(open.zOznamenia ? [{ label: 'Pôvod', value: SUBOR_MSG.fotoZOznamenia }] : []),
              ]}
            />
            <div className="govuk-button-group">
              <a className="govuk-button govuk-button--secondary" href={fotografiaUrl(owner, open.fileId)} download={open.name}>
                Stiahnuť
              </a>
              {mayChange && !open.zOznamenia && (
                <button
                  type="button"
                  className="govuk-button govuk-button--warning"
                  onClick={() => {
                    setOpen(null);
                    void remove(open.fileId);
                  }}
                >
                  Odstrániť
                </button>
              )}
              <button type="button" className="govuk-button govuk-button--secondary" onClick={() => setOpen(null)}>
                Zavrieť
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}

export function PrilohyPage() {
  const owner = useOwner();
  return <OwnerFrame owner={owner} tab="prilohy">{(state) => <PrilohyTable owner={owner} mayChange={state.moze.prilohy} />}</OwnerFrame>;
}

function PrilohyTable({ owner, mayChange }: { owner: SuborOwner; mayChange: boolean }) {
  const { data } = useSuspenseQuery(prilohyQuery(owner));
  const { remove, dialog } = useRemove(owner, 'prilohy', { confirm: PRILOHA_MSG.confirmDelete, done: PRILOHA_MSG.zmazana });
  return (
    <>
      {mayChange && (
        <Link className="govuk-button govuk-button--secondary" to={ownerFilesPath(owner, 'prilohy/nahrat-prilohy') as '/'}>
          Nahrať prílohu
        </Link>
      )}
      {dialog}
      {data.attachmentList.length === 0 ? (
        <p className="govuk-body">{SUBOR_MSG.empty[SUBOR_OWNER_KINDS[owner.kind].vlastnik].prilohy}</p>
      ) : (
        <DataTable<Priloha>
          caption="Prílohy"
          captionClassName="govuk-visually-hidden"
          rows={data.attachmentList}
          rowKey={(p) => p.fileId}
          columns={[
            { key: 'subor', header: 'Súbor', cell: (p) => p.name },
            { key: 'velkost', header: 'Veľkosť', cell: (p) => formatFileSize(p.size) },
            { key: 'datum', header: 'Dátum pridania', cell: (p) => formatDateSk(p.dateCreated) },
            {
              key: 'akcie',
              header: 'Akcie',
              cell: (p) => (
                <>
                  <a className="govuk-link govuk-!-margin-right-3" href={prilohaUrl(owner, p.fileId)} download={p.name}>
                    Stiahnuť<span className="govuk-visually-hidden"> {p.name}</span>
                  </a>
                  {mayChange && (
                    <button
                      type="button"
                      className="govuk-link es-link-button"
                      onClick={() => remove(p.fileId)}
                      style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', font: 'inherit' }}
                    >
                      Odstrániť<span className="govuk-visually-hidden"> {p.name}</span>
                    </button>
                  )}
                </>
              ),
            },
          ]}
        />
      )}
    </>
  );
}

const UPLOADS: Record<FileList, { title: string; label: string; hint: string; rules: FileRules; done: string }> = {
  fotografie: {
    title: 'Pridanie fotografie',
    label: 'Fotografie',
    hint: 'Formát JPG alebo PNG, najviac 15 MB na súbor.',
    rules: { accept: PHOTO_TYPES, maxBytes: LIMITS.fileBytes, messages: { type: WIZARD_MSG.photoType, size: WIZARD_MSG.photoSize } },
    done: SUBOR_MSG.fotoPridana,
  },
  prilohy: {
    title: 'Pridanie príloh',
    label: 'Prílohy',
    hint: 'Súbory .doc, .docx, .pdf alebo .txt, najviac 15 MB na súbor.',
    rules: { accept: PRILOHA_TYPES, maxBytes: LIMITS.fileBytes, messages: { type: PRILOHA_MSG.type, size: PRILOHA_MSG.size } },
    done: PRILOHA_MSG.pridana,
  },
};

/** 'Pridanie fotografie' / 'Pridanie príloh': the wizard's uploader, 'Pridať', back to the list. */
function AddFilesPage({ list }: { list: FileList }) {
  const owner = useOwner();
  const navigate = useNavigate();
  const attach = useAttachFiles(owner, list);
  const u = UPLOADS[list];
  return (
    <OwnerFrame owner={owner}>
      {(state) => (
        <AddFilesForm
          title={u.title}
          subtitle={state.nazov}
          backLink={
            <Link className="govuk-back-link" to={ownerFilesPath(owner, list) as '/'}>
              Späť
            </Link>
          }
          id={list}
          label={u.label}
          hint={u.hint}
          rules={u.rules}
          upload={(session) => uploadTempFile(list, session)}
          remove={(session) => removeTempFile(list, session)}
          attach={(session, names) => attach.mutateAsync({ session, names })}
          successMessage={u.done}
          onAttached={() => navigate({ to: ownerFilesPath(owner, list) as '/' })}
        />
      )}
    </OwnerFrame>
  );
}

export const PridatFotografiePage = () => <AddFilesPage list="fotografie" />;
export const NahratPrilohyPage = () => <AddFilesPage list="prilohy" />;
